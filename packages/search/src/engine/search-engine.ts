// The SearchEngine port, and the embedded engine that implements it over an in-memory index.
import type { Prop } from "@backlot/domain";
import type { SearchQuery, SearchResult } from "../query/search-query.js";
import type { SearchIndexData } from "./search-index-data.js";
import { runSearch } from "./run-search.js";

export interface SearchEngine {
  search(query: SearchQuery): Promise<SearchResult>;
  getProp(id: string): Promise<Prop | undefined>;
}

export function createEmbeddedEngine(
  index: SearchIndexData,
): SearchEngine & { searchNow(query: SearchQuery): SearchResult } {
  const byId = new Map(index.props.map((prop) => [prop.id, prop]));
  return {
    /** Synchronous, for benchmarks and for filtering on every keystroke. */
    searchNow: (query) => runSearch(index, query),
    search: (query) => Promise.resolve(runSearch(index, query)),
    getProp: (id) => Promise.resolve(byId.get(id)),
  };
}
