// Filter bar options: the vendors and tags on offer, as allIds and byId, kept
// from the latest results' facets.
import type { StateCreator } from "zustand";
import type { FacetValue, SearchFacets } from "../query/search-query.js";

export interface FilterOptions {
  allIds: string[];
  byId: Record<string, FacetValue>;
}

export interface FilterBarSlice {
  filterBar: { vendors: FilterOptions; tags: FilterOptions };
  receiveFilterOptions: (facets: Pick<SearchFacets, "vendors" | "tags">) => void;
}

const options = (values: readonly FacetValue[]): FilterOptions => ({
  allIds: values.map((value) => value.value),
  byId: Object.fromEntries(values.map((value) => [value.value, value])),
});

export const createFilterBarSlice: StateCreator<FilterBarSlice, [], [], FilterBarSlice> = (set) => ({
  filterBar: { vendors: options([]), tags: options([]) },
  receiveFilterOptions: (facets) =>
    set({ filterBar: { vendors: options(facets.vendors), tags: options(facets.tags) } }),
});
