// Runs a query on the index: filters as bitset ANDs and ORs, facet counts computed disjunctively
// (each facet counted over the props matching every filter but its own), then one sorted page.
import type { Prop } from "@backlot/domain";
import { hierarchyLevel, listFacetValues } from "../query/facet-values.js";
import {
  type FacetValue,
  type HierarchyValue,
  type SearchQuery,
  type SearchResult,
  normaliseQuery,
} from "../query/search-query.js";
import { Bitset } from "./bitset.js";
import type { SearchIndexData } from "./search-index-data.js";
import { type Column, columnMask, countColumns } from "./columns.js";
import { categoryKey, subcategoryKey } from "./index-config.js";
import { propsMask } from "./prop-numbers.js";
import { matchText } from "./text-index.js";

type FacetName = "vendors" | "tags" | "colors" | "priceBins" | `custom:${string}`;

/** Masks of selected values are cached per index (selections repeat as users refine). */
const maskCaches = new WeakMap<SearchIndexData, Map<string, Map<string, Bitset>>>();

function cacheFor(index: SearchIndexData, column: string): Map<string, Bitset> {
  let byColumn = maskCaches.get(index);
  if (!byColumn) maskCaches.set(index, (byColumn = new Map<string, Map<string, Bitset>>()));
  let cache = byColumn.get(column);
  if (!cache) byColumn.set(column, (cache = new Map<string, Bitset>()));
  return cache;
}

/** base AND every mask, as a new set. */
function and(masks: readonly Bitset[], base: Bitset): Bitset {
  const result = base.clone();
  for (const mask of masks) result.andInPlace(mask);
  return result;
}

export function runSearch(index: SearchIndexData, rawQuery: SearchQuery): SearchResult {
  // The booked ids skip normalising: their mask ignores order, repeats, empty and unknown ids, and sorting a few
  // hundred ids would cost more than the whole of their filter.
  const { unavailable, ...rest } = rawQuery;
  const query = normaliseQuery(rest);
  const { size, columns, config } = index;
  const filters = query.filters ?? {};
  const path = query.path ?? {};

  const text = query.text ? matchText(index.text, query.text, size) : undefined;
  const base = text ? text.mask : Bitset.full(size);
  // Booked props leave the candidates first: every mask below (hits, facet and hierarchy counts) starts from `base`.
  if (unavailable && unavailable.length > 0) base.andNotInPlace(propsMask(index, unavailable));

  // One column per facet, and the mask of its selection (if any).
  const facetColumns = new Map<FacetName, Column>([
    ["vendors", columns.vendors],
    ["tags", columns.tags],
    ["colors", columns.colors],
    ["priceBins", columns.priceBins],
    ...config.customFields.map(
      (field) => [`custom:${field.id}`, columns.custom[field.id] as Column] as [FacetName, Column],
    ),
  ]);
  const selections = new Map<FacetName, readonly string[]>([
    ["vendors", filters.vendors ?? []],
    ["tags", filters.tags ?? []],
    ["colors", filters.colors ?? []],
    ["priceBins", filters.priceBins ?? []],
    ...config.customFields.map(
      (field) => [`custom:${field.id}`, filters.custom?.[field.id] ?? []] as [FacetName, readonly string[]],
    ),
  ]);
  const facetMasks = new Map<FacetName, Bitset>();
  for (const [name, selected] of selections) {
    if (selected.length > 0)
      facetMasks.set(name, columnMask(facetColumns.get(name) as Column, selected, size, cacheFor(index, name)));
  }
  const pathMasks: Bitset[] = [];
  if (path.department)
    pathMasks.push(columnMask(columns.department, [path.department], size, cacheFor(index, "department")));
  if (path.department && path.category)
    pathMasks.push(
      columnMask(columns.category, [categoryKey(path.department, path.category)], size, cacheFor(index, "category")),
    );
  if (path.department && path.category && path.subcategory) {
    pathMasks.push(
      columnMask(
        columns.subcategory,
        [subcategoryKey(path.department, path.category, path.subcategory)],
        size,
        cacheFor(index, "subcategory"),
      ),
    );
  }

  const allFacetMasks = [...facetMasks.values()];
  const matching = and([...allFacetMasks, ...pathMasks], base);

  // Disjunctive counts: facets without a selection share `matching`; each selected facet gets
  // the mask of every other filter.
  const counts = new Map<FacetName, Uint32Array>();
  const unselected = [...facetColumns.keys()].filter((name) => !facetMasks.has(name));
  countColumns(
    unselected.map((name) => facetColumns.get(name) as Column),
    matching,
  ).forEach((tally, i) => counts.set(unselected[i] as FacetName, tally));
  for (const name of facetMasks.keys()) {
    const others = [...facetMasks].filter(([other]) => other !== name).map(([, mask]) => mask);
    counts.set(
      name,
      countColumns([facetColumns.get(name) as Column], and([...others, ...pathMasks], base))[0] as Uint32Array,
    );
  }

  const facetValues = (name: FacetName, order?: readonly string[]): FacetValue[] => {
    const column = facetColumns.get(name) as Column;
    const tally = counts.get(name) as Uint32Array;
    return listFacetValues(
      new Map(column.values.map((value, i) => [value, tally[i] as number])),
      selections.get(name) ?? [],
      order,
    );
  };

  // The hierarchy: departments ignore the path, categories apply the department, subcategories
  // the department and category.
  const facetsOnly = and(allFacetMasks, base);
  const level = (
    column: Column,
    mask: Bitset,
    keys: readonly { key: string; name: string }[],
    selectedKey: string | undefined,
  ): HierarchyValue[] => {
    const tally = countColumns([column], mask)[0] as Uint32Array;
    const byName = new Map(
      keys.map(({ key, name }) => [
        name,
        column.values.indexOf(key) < 0 ? 0 : (tally[column.values.indexOf(key)] as number),
      ]),
    );
    return hierarchyLevel(
      keys.map((k) => k.name),
      byName,
      keys.find((k) => k.key === selectedKey)?.name,
    );
  };
  const hierarchy = level(
    columns.department,
    facetsOnly,
    config.tree.map((d) => ({ key: d.name, name: d.name })),
    path.department,
  );
  const department = config.tree.find((d) => d.name === path.department);
  const departmentEntry = hierarchy.find((entry) => entry.selected);
  if (department && departmentEntry && path.department) {
    const inDepartment = and([pathMasks[0] as Bitset], facetsOnly);
    departmentEntry.children = level(
      columns.category,
      inDepartment,
      department.categories.map((c) => ({ key: categoryKey(department.name, c.name), name: c.name })),
      path.category && categoryKey(path.department, path.category),
    );
    const category = department.categories.find((c) => c.name === path.category);
    const categoryEntry = departmentEntry.children.find((entry) => entry.selected);
    if (category && categoryEntry && path.category && pathMasks[1]) {
      categoryEntry.children = level(
        columns.subcategory,
        and([pathMasks[1]], inDepartment),
        category.subcategories.map((s) => ({ key: subcategoryKey(department.name, category.name, s), name: s })),
        path.subcategory && subcategoryKey(path.department, path.category, path.subcategory),
      );
    }
  }

  const total = matching.count();
  return {
    hits: page(index, matching, text?.scores, query.sort, query.page, query.pageSize),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    facets: {
      vendors: facetValues("vendors"),
      tags: facetValues("tags"),
      colors: facetValues("colors", config.colorOrder),
      priceBins: facetValues(
        "priceBins",
        config.priceBins.map((bin) => bin.id),
      ),
      custom: Object.fromEntries(
        config.customFields.map((field) => [field.id, facetValues(`custom:${field.id}`, field.values)]),
      ),
    },
    hierarchy,
  };
}

/** One page of the matching props in the chosen order. */
function page(
  index: SearchIndexData,
  matching: Bitset,
  scores: Float32Array | undefined,
  sort: string,
  pageNumber: number,
  pageSize: number,
): Prop[] {
  const start = pageNumber * pageSize;
  const end = start + pageSize;
  if (sort === "relevance" && scores) {
    // Best score first; ties keep catalogue order. Only the first `end` are needed.
    const docs: number[] = [];
    matching.forEach((doc) => docs.push(doc));
    docs.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
    return docs.slice(start, end).map((doc) => index.props[doc] as Prop);
  }
  const order =
    sort === "price-asc"
      ? index.orders.priceAsc
      : sort === "price-desc"
        ? index.orders.priceDesc
        : sort === "newest"
          ? index.orders.newest
          : sort === "name"
            ? index.orders.name
            : undefined;
  const hits: Prop[] = [];
  let seen = 0;
  if (order) {
    for (let i = 0; i < order.length && hits.length < pageSize; i++) {
      const doc = order[i] as number;
      if (matching.has(doc) && seen++ >= start) hits.push(index.props[doc] as Prop);
    }
  } else {
    // Relevance without text: catalogue order.
    for (let doc = 0; doc < index.size && hits.length < pageSize; doc++) {
      if (matching.has(doc) && seen++ >= start) hits.push(index.props[doc] as Prop);
    }
  }
  return hits;
}
