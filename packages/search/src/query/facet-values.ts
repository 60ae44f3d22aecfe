// How facet values are listed, whichever engine counted them: in the tenant's order where it has
// one (colours, price bins, custom fields), else by count; zero counts dropped unless selected.
import type { FacetValue, HierarchyValue } from "./search-query.js";

export function listFacetValues(
  counts: ReadonlyMap<string, number>,
  selected: readonly string[],
  order?: readonly string[],
): FacetValue[] {
  const chosen = new Set(selected);
  const values = order
    ? [...order, ...[...counts.keys()].filter((value) => !order.includes(value)).sort()]
    : [...counts.keys()];
  for (const value of chosen) if (!values.includes(value)) values.push(value);
  const listed = values
    .map((value) => ({ value, count: counts.get(value) ?? 0, selected: chosen.has(value) }))
    .filter((entry) => entry.count > 0 || entry.selected);
  return order ? listed : listed.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** One level of the department > category > subcategory tree, in tree order. */
export function hierarchyLevel(
  names: readonly string[],
  counts: ReadonlyMap<string, number>,
  selectedName: string | undefined,
): HierarchyValue[] {
  return names
    .map((name) => ({ value: name, count: counts.get(name) ?? 0, selected: name === selectedName }))
    .filter((entry) => entry.count > 0 || entry.selected);
}
