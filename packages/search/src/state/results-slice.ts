// Search results: byId, allIds, isFetching, queryInfo, index, error, with the
// actions reset, request, receive (replace), receive more (merge, dedupe ids), receive one, error.
import type { StateCreator } from "zustand";
import type { Prop } from "@backlot/domain";
import type { SearchQuery, SearchResult, SortOrder } from "../query/search-query.js";

export interface QueryInfo {
  query: SearchQuery;
  total: number;
  page: number;
  pageCount: number;
}

export interface ResultsState {
  byId: Record<string, Prop>;
  allIds: string[];
  isFetching: boolean;
  queryInfo: QueryInfo | null;
  /** The sort order the results are in (the "index" a search service would query). */
  index: SortOrder;
  error: string | null;
}

export interface ResultsSlice {
  results: ResultsState;
  resetResults: () => void;
  requestResults: (query: SearchQuery) => void;
  receiveResults: (query: SearchQuery, result: SearchResult) => void;
  receiveMoreResults: (query: SearchQuery, result: SearchResult) => void;
  receiveOne: (prop: Prop) => void;
  resultsFailed: (error: Error) => void;
}

export const emptyResults: ResultsState = {
  byId: {},
  allIds: [],
  isFetching: false,
  queryInfo: null,
  index: "relevance",
  error: null,
};

const info = (query: SearchQuery, result: SearchResult): QueryInfo => ({
  query,
  total: result.total,
  page: result.page,
  pageCount: result.pageCount,
});

/** The results state for one page of results, replacing whatever was there. */
export function resultsFor(query: SearchQuery, result: SearchResult): ResultsState {
  return {
    byId: Object.fromEntries(result.hits.map((prop) => [prop.id, prop])),
    allIds: result.hits.map((prop) => prop.id),
    isFetching: false,
    queryInfo: info(query, result),
    index: query.sort ?? "relevance",
    error: null,
  };
}

export const createResultsSlice: StateCreator<ResultsSlice, [], [], ResultsSlice> = (set) => ({
  results: emptyResults,
  resetResults: () => set({ results: emptyResults }),
  requestResults: (query) =>
    set((state) => ({
      results: { ...state.results, isFetching: true, error: null, index: query.sort ?? "relevance" },
    })),
  receiveResults: (query, result) => set({ results: resultsFor(query, result) }),
  receiveMoreResults: (query, result) =>
    set((state) => {
      const byId = { ...state.results.byId };
      const allIds = [...state.results.allIds];
      for (const prop of result.hits) {
        if (!(prop.id in byId)) allIds.push(prop.id);
        byId[prop.id] = prop;
      }
      return {
        results: { ...state.results, byId, allIds, isFetching: false, queryInfo: info(query, result), error: null },
      };
    }),
  receiveOne: (prop) =>
    set((state) => ({ results: { ...state.results, byId: { ...state.results.byId, [prop.id]: prop } } })),
  resultsFailed: (error) =>
    set((state) => ({ results: { ...state.results, isFetching: false, error: error.message } })),
});
