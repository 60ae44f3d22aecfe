// One query as one Typesense multi_search: a main search for hits (and the counts of facets with
// no selection), one search per selected facet (filtered by everything except that facet, so its
// counts are disjunctive), and one per level of the category path. Building and parsing are pure,
// tested against Typesense's documented request and response formats.
import type { IndexConfig } from "../engine/index-config.js";
import type { Prop } from "@backlot/domain";
import { hierarchyLevel, listFacetValues } from "../query/facet-values.js";
import {
  type HierarchyValue,
  type SearchQuery,
  type SearchResult,
  type SortOrder,
  normaliseQuery,
} from "../query/search-query.js";
import { categoryPath, customField, subcategoryPath } from "./collection-schema.js";
import { allOf, anyOf, noneOf } from "./filter.js";

export interface TypesenseSearchParams {
  collection: string;
  q: string;
  query_by: string;
  query_by_weights: string;
  prefix: string;
  min_len_1typo: number;
  min_len_2typo: number;
  filter_by?: string;
  facet_by?: string;
  max_facet_values?: number;
  sort_by: string;
  page: number;
  per_page: number;
}

export interface TypesenseSearchResponse {
  found?: number;
  hits?: { document: Record<string, unknown> }[];
  facet_counts?: { field_name: string; counts: { value: string; count: number }[] }[];
  error?: string;
  code?: number;
}

/** What each search of the plan is for, to read its answer back. */
type PlanStep =
  { kind: "main"; facets: string[] } | { kind: "facet"; field: string } | { kind: "hierarchy"; level: 0 | 1 | 2 };

export interface MultiSearchPlan {
  searches: TypesenseSearchParams[];
  steps: PlanStep[];
  query: ReturnType<typeof normaliseQuery>;
}

const sortBy: Record<SortOrder, string> = {
  relevance: "_text_match:desc,catalogueOrder:asc",
  "price-asc": "weeklyRate:asc,catalogueOrder:asc",
  "price-desc": "weeklyRate:desc,catalogueOrder:asc",
  newest: "createdAt:desc,catalogueOrder:asc",
  name: "nameSort:asc,catalogueOrder:asc",
};

/** Typesense field -> the selection it filters by. */
function facetFields(query: MultiSearchPlan["query"], config: IndexConfig): [string, readonly string[]][] {
  const filters = query.filters ?? {};
  return [
    ["vendor", filters.vendors ?? []],
    ["tags", filters.tags ?? []],
    ["colors", filters.colors ?? []],
    ["priceBin", filters.priceBins ?? []],
    ...config.customFields.map((field): [string, readonly string[]] => [
      customField(field.id),
      filters.custom?.[field.id] ?? [],
    ]),
  ];
}

/**
 * Leaves out the props booked for the customer's dates, by Typesense's document id (the prop id, see
 * toTypesenseDocument); `id:!=[...]` needs Typesense 0.25 or later. A prop id never holds a backtick (the prop
 * schema's pattern), so such an id names no prop and is ignored, as unknown ids are.
 */
function bookedPropsClause(ids: readonly string[]): string {
  const quotable = ids.filter((id) => !id.includes("`"));
  return quotable.length > 0 ? noneOf("id", quotable) : "";
}

export function buildMultiSearch(rawQuery: SearchQuery, collection: string, config: IndexConfig): MultiSearchPlan {
  const query = normaliseQuery(rawQuery);
  const path = query.path ?? {};
  const fields = facetFields(query, config);
  const facetClause = new Map(
    fields.filter(([, values]) => values.length > 0).map(([field, values]) => [field, anyOf(field, values)]),
  );
  const pathClauses = [
    path.department ? anyOf("department", [path.department]) : "",
    path.department && path.category ? anyOf("categoryPath", [categoryPath(path.department, path.category)]) : "",
    path.department && path.category && path.subcategory
      ? anyOf("subcategoryPath", [subcategoryPath(path.department, path.category, path.subcategory)])
      : "",
  ];
  const common = {
    collection,
    q: query.text ?? "*",
    query_by: "name,tags,description",
    query_by_weights: "3,2,1",
    prefix: "true,true,true",
    // The embedded engine's typo rule: one typo from 4 letters, two from 8.
    min_len_1typo: 4,
    min_len_2typo: 8,
  };
  const countOnly = { sort_by: sortBy.relevance, page: 1, per_page: 0, max_facet_values: 250 };
  const unavailable = bookedPropsClause(query.unavailable ?? []);
  // Every search of the plan leaves booked props out, so hits, facet and hierarchy counts all agree.
  const filterFor = (clauses: string[]) => {
    const filter = allOf([...clauses, unavailable]);
    return filter ? { filter_by: filter } : {};
  };

  const unselected = fields.filter(([field]) => !facetClause.has(field)).map(([field]) => field);
  const searches: TypesenseSearchParams[] = [
    {
      ...common,
      ...filterFor([...facetClause.values(), ...pathClauses]),
      ...(unselected.length > 0 ? { facet_by: unselected.join(","), max_facet_values: 250 } : {}),
      sort_by: query.text || query.sort !== "relevance" ? sortBy[query.sort] : "catalogueOrder:asc",
      page: query.page + 1,
      per_page: query.pageSize,
    },
  ];
  const steps: PlanStep[] = [{ kind: "main", facets: unselected }];
  for (const field of facetClause.keys()) {
    const others = [...facetClause].filter(([other]) => other !== field).map(([, clause]) => clause);
    searches.push({ ...common, ...countOnly, ...filterFor([...others, ...pathClauses]), facet_by: field });
    steps.push({ kind: "facet", field });
  }
  const levels: ["department" | "categoryPath" | "subcategoryPath", 0 | 1 | 2][] = [["department", 0]];
  if (path.department) levels.push(["categoryPath", 1]);
  if (path.department && path.category) levels.push(["subcategoryPath", 2]);
  for (const [field, level] of levels) {
    searches.push({
      ...common,
      ...countOnly,
      ...filterFor([...facetClause.values(), ...pathClauses.slice(0, level)]),
      facet_by: field,
    });
    steps.push({ kind: "hierarchy", level });
  }
  return { searches, steps, query };
}

export class TypesenseResponseError extends Error {
  override name = "TypesenseResponseError";
}

function countsOf(response: TypesenseSearchResponse, field: string): Map<string, number> {
  const entry = response.facet_counts?.find((facet) => facet.field_name === field);
  return new Map((entry?.counts ?? []).map(({ value, count }) => [value, count]));
}

/** Reads the multi_search answer into the same result shape as the embedded engine. */
export function parseMultiSearch(
  plan: MultiSearchPlan,
  results: readonly TypesenseSearchResponse[],
  config: IndexConfig,
): SearchResult {
  if (results.length !== plan.searches.length)
    throw new TypesenseResponseError(`Typesense answered ${results.length} searches of ${plan.searches.length}`);
  const failed = results.find((result) => result.error);
  if (failed)
    throw new TypesenseResponseError(`Typesense refused a search: ${failed.error} (HTTP ${failed.code ?? "?"})`);
  const { query } = plan;
  const filters = query.filters ?? {};
  const path = query.path ?? {};
  const fieldCounts = new Map<string, Map<string, number>>();
  const hierarchyCounts: Map<string, number>[] = [];
  plan.steps.forEach((step, i) => {
    const result = results[i] as TypesenseSearchResponse;
    if (step.kind === "main") for (const field of step.facets) fieldCounts.set(field, countsOf(result, field));
    else if (step.kind === "facet") fieldCounts.set(step.field, countsOf(result, step.field));
    else
      hierarchyCounts[step.level] = countsOf(
        result,
        ["department", "categoryPath", "subcategoryPath"][step.level] as string,
      );
  });
  const main = results[0] as TypesenseSearchResponse;
  const total = main.found ?? 0;
  const values = (field: string) => fieldCounts.get(field) ?? new Map<string, number>();

  const hierarchy = hierarchyLevel(
    config.tree.map((d) => d.name),
    hierarchyCounts[0] ?? new Map(),
    path.department,
  );
  const department = config.tree.find((d) => d.name === path.department);
  const departmentEntry: HierarchyValue | undefined = hierarchy.find((entry) => entry.selected);
  if (department && departmentEntry) {
    const byCategory = new Map(
      department.categories.map((c) => [c.name, hierarchyCounts[1]?.get(categoryPath(department.name, c.name)) ?? 0]),
    );
    departmentEntry.children = hierarchyLevel(
      department.categories.map((c) => c.name),
      byCategory,
      path.category,
    );
    const category = department.categories.find((c) => c.name === path.category);
    const categoryEntry = departmentEntry.children.find((entry) => entry.selected);
    if (category && categoryEntry) {
      const bySub = new Map(
        category.subcategories.map((s) => [
          s,
          hierarchyCounts[2]?.get(subcategoryPath(department.name, category.name, s)) ?? 0,
        ]),
      );
      categoryEntry.children = hierarchyLevel(category.subcategories, bySub, path.subcategory);
    }
  }

  return {
    hits: (main.hits ?? []).map((hit) => JSON.parse(String(hit.document.prop)) as Prop),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    facets: {
      vendors: listFacetValues(values("vendor"), filters.vendors ?? []),
      tags: listFacetValues(values("tags"), filters.tags ?? []),
      colors: listFacetValues(values("colors"), filters.colors ?? [], config.colorOrder),
      priceBins: listFacetValues(
        values("priceBin"),
        filters.priceBins ?? [],
        config.priceBins.map((bin) => bin.id),
      ),
      custom: Object.fromEntries(
        config.customFields.map((field) => [
          field.id,
          listFacetValues(values(customField(field.id)), filters.custom?.[field.id] ?? [], field.values),
        ]),
      ),
    },
    hierarchy,
  };
}
