// The search store: results, selections, facets and filter bar in one zustand store, and a
// controller that runs the current selections through a SearchEngine. A late answer to an older
// query never overwrites a newer one.
import { type StoreApi, createStore } from "zustand/vanilla";
import type { SearchEngine } from "../engine/search-engine.js";
import type { HierarchyValue, SearchFacets, SearchQuery, SearchResult } from "../query/search-query.js";
import { type FilterBarSlice, createFilterBarSlice } from "./filter-bar-slice.js";
import { type ResultsSlice, createResultsSlice, resultsFor } from "./results-slice.js";
import { type SelectionsSlice, createSelectionsSlice, selectionsToQuery } from "./selections-slice.js";

export interface FacetsSlice {
  facets: SearchFacets | null;
  hierarchy: HierarchyValue[];
}

export type SearchState = ResultsSlice & SelectionsSlice & FilterBarSlice & FacetsSlice;
export type SearchStore = StoreApi<SearchState>;

/**
 * `firstPage` seeds the store with results already in hand (a prerendered page's): they are then
 * its initial state, which is also what server rendering and hydration read.
 */
export function createSearchStore(firstPage?: { query: SearchQuery; result: SearchResult }): SearchStore {
  return createStore<SearchState>()((...args) => ({
    ...createResultsSlice(...args),
    ...createSelectionsSlice(...args),
    ...createFilterBarSlice(...args),
    facets: firstPage?.result.facets ?? null,
    hierarchy: firstPage?.result.hierarchy ?? [],
    ...(firstPage ? { results: resultsFor(firstPage.query, firstPage.result) } : {}),
  }));
}

export interface SearchController {
  /** Runs the current selections from page 0 (replacing the results). */
  refresh(): Promise<void>;
  /** Appends the next page (infinite loading). */
  loadMore(): Promise<void>;
}

export function createSearchController(engine: SearchEngine, store: SearchStore, pageSize = 24): SearchController {
  let latest = 0;
  const run = async (query: SearchQuery, more: boolean) => {
    const ticket = ++latest;
    store.getState().requestResults(query);
    try {
      const result = await engine.search(query);
      if (ticket !== latest) return;
      const state = store.getState();
      if (more) state.receiveMoreResults(query, result);
      else state.receiveResults(query, result);
      state.receiveFilterOptions(result.facets);
      store.setState({ facets: result.facets, hierarchy: result.hierarchy });
    } catch (error) {
      if (ticket === latest) store.getState().resultsFailed(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    refresh: () => run(selectionsToQuery(store.getState().selections, pageSize), false),
    loadMore: async () => {
      const info = store.getState().results.queryInfo;
      if (!info || info.page + 1 >= info.pageCount) return;
      await run({ ...info.query, page: info.page + 1 }, true);
    },
  };
}
