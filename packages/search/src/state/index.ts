// Client search state: zustand slices for results, selections, facets and filter bar options.
export { createFilterBarSlice } from "./filter-bar-slice.js";
export type { FilterBarSlice, FilterOptions } from "./filter-bar-slice.js";
export { createResultsSlice, emptyResults, resultsFor } from "./results-slice.js";
export type { QueryInfo, ResultsSlice, ResultsState } from "./results-slice.js";
export { createSearchController, createSearchStore } from "./search-store.js";
export type { FacetsSlice, SearchController, SearchState, SearchStore } from "./search-store.js";
export { activeFilters, createSelectionsSlice, emptySelections, selectionsToQuery } from "./selections-slice.js";
export type { FacetKey, SelectionsSlice, SelectionsState } from "./selections-slice.js";
