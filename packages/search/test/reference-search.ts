// The slow, obvious search: every prop checked against every filter, every count made by looking
// at every prop. The engine must agree with it exactly (property test).
import type { Prop } from "@backlot/domain";
import type { IndexConfig } from "../src/engine/index-config.js";
import { priceBinOf } from "../src/engine/index-config.js";
import { fieldWeights, nameSortKey, termQuality, tokenize } from "../src/engine/text.js";
import {
  type FacetValue,
  type HierarchyValue,
  type SearchQuery,
  type SearchResult,
  normaliseQuery,
} from "../src/query/search-query.js";

type Facet = "vendors" | "tags" | "colors" | "priceBins" | `custom:${string}`;

function valuesOf(prop: Prop, facet: Facet, config: IndexConfig): string[] {
  if (facet === "vendors") return prop.vendor ? [prop.vendor] : [];
  if (facet === "tags") return prop.tags ?? [];
  if (facet === "colors") return prop.colors ?? [];
  if (facet === "priceBins") {
    const bin = priceBinOf(prop.weeklyRate, config.priceBins);
    return bin ? [bin] : [];
  }
  return prop.custom?.[facet.slice("custom:".length)] ?? [];
}

function textScore(prop: Prop, text: string): number | undefined {
  const fields = {
    name: tokenize(prop.name),
    tags: tokenize((prop.tags ?? []).join(" ")),
    description: tokenize(prop.description ?? ""),
  };
  let total = 0;
  for (const token of new Set(tokenize(text))) {
    let best = 0;
    for (const [field, terms] of Object.entries(fields) as [keyof typeof fieldWeights, string[]][]) {
      for (const term of terms) best = Math.max(best, fieldWeights[field] * termQuality(token, term));
    }
    if (best === 0) return undefined;
    total += best;
  }
  return total;
}

export function referenceSearch(catalogue: readonly Prop[], config: IndexConfig, rawQuery: SearchQuery): SearchResult {
  const query = normaliseQuery(rawQuery);
  const props = catalogue.filter((prop) => prop.listed !== false);
  const filters = query.filters ?? {};
  const path = query.path ?? {};
  const facets: Facet[] = [
    "vendors",
    "tags",
    "colors",
    "priceBins",
    ...config.customFields.map((f) => `custom:${f.id}` as Facet),
  ];
  const selected = (facet: Facet): readonly string[] =>
    facet === "vendors"
      ? (filters.vendors ?? [])
      : facet === "tags"
        ? (filters.tags ?? [])
        : facet === "colors"
          ? (filters.colors ?? [])
          : facet === "priceBins"
            ? (filters.priceBins ?? [])
            : (filters.custom?.[facet.slice(7)] ?? []);

  const scores = new Map<Prop, number>();
  const passesText = (prop: Prop) => {
    if (!query.text) return true;
    const score = textScore(prop, query.text);
    if (score !== undefined) scores.set(prop, score);
    return score !== undefined;
  };
  const passesFacet = (prop: Prop, facet: Facet) =>
    selected(facet).length === 0 || valuesOf(prop, facet, config).some((value) => selected(facet).includes(value));
  const passesPath = (prop: Prop, depth: number) =>
    (depth < 1 || !path.department || prop.department === path.department) &&
    (depth < 2 || !path.category || prop.category === path.category) &&
    (depth < 3 || !path.subcategory || prop.subcategory === path.subcategory);
  const unavailable = new Set(query.unavailable ?? []);
  const passes = (prop: Prop, except?: Facet, pathDepth = 3) =>
    !unavailable.has(prop.id) &&
    passesText(prop) &&
    facets.every((f) => f === except || passesFacet(prop, f)) &&
    passesPath(prop, pathDepth);

  const matching = props.filter((prop) => passes(prop));
  const facetList = (facet: Facet, order?: string[]): FacetValue[] => {
    const counts = new Map<string, number>();
    for (const prop of props) {
      if (!passes(prop, facet)) continue;
      for (const value of new Set(valuesOf(prop, facet, config))) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const chosen = new Set(selected(facet));
    const all = order ? [...order, ...[...counts.keys()].filter((v) => !order.includes(v)).sort()] : [...counts.keys()];
    for (const value of chosen) if (!all.includes(value)) all.push(value);
    const listed = all
      .map((value) => ({ value, count: counts.get(value) ?? 0, selected: chosen.has(value) }))
      .filter((v) => v.count > 0 || v.selected);
    return order ? listed : listed.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };

  const level = (
    names: string[],
    depth: number,
    key: (prop: Prop) => string | undefined,
    selectedName: string | undefined,
  ): HierarchyValue[] =>
    names
      .map((name) => ({
        value: name,
        count: props.filter((prop) => passes(prop, undefined, depth) && key(prop) === name).length,
        selected: name === selectedName,
      }))
      .filter((entry) => entry.count > 0 || entry.selected);
  const hierarchy = level(
    config.tree.map((d) => d.name),
    0,
    (p) => p.department,
    path.department,
  );
  const department = config.tree.find((d) => d.name === path.department);
  const departmentEntry = hierarchy.find((entry) => entry.selected);
  if (department && departmentEntry) {
    departmentEntry.children = level(
      department.categories.map((c) => c.name),
      1,
      (p) => (p.department === department.name ? p.category : undefined),
      path.category,
    );
    const category = department.categories.find((c) => c.name === path.category);
    const categoryEntry = departmentEntry.children.find((entry) => entry.selected);
    if (category && categoryEntry) {
      categoryEntry.children = level(
        category.subcategories,
        2,
        (p) => (p.department === department.name && p.category === category.name ? p.subcategory : undefined),
        path.subcategory,
      );
    }
  }

  const position = new Map(props.map((prop, i) => [prop, i]));
  const byIndex = (a: Prop, b: Prop) => (position.get(a) ?? 0) - (position.get(b) ?? 0);

  const sorted = [...matching].sort((a, b) => {
    switch (query.sort) {
      case "price-asc":
        return a.weeklyRate - b.weeklyRate || byIndex(a, b);
      case "price-desc":
        return b.weeklyRate - a.weeklyRate || byIndex(a, b);
      case "newest":
        return Date.parse(b.createdAt) - Date.parse(a.createdAt) || byIndex(a, b);
      case "name": {
        const [x, y] = [nameSortKey(a.name), nameSortKey(b.name)];
        return x < y ? -1 : x > y ? 1 : byIndex(a, b);
      }
      default:
        return query.text ? (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || byIndex(a, b) : byIndex(a, b);
    }
  });
  const start = query.page * query.pageSize;
  return {
    hits: sorted.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(matching.length / query.pageSize),
    facets: {
      vendors: facetList("vendors"),
      tags: facetList("tags"),
      colors: facetList("colors", config.colorOrder),
      priceBins: facetList(
        "priceBins",
        config.priceBins.map((b) => b.id),
      ),
      custom: Object.fromEntries(
        config.customFields.map((field) => [field.id, facetList(`custom:${field.id}`, field.values)]),
      ),
    },
    hierarchy,
  };
}
