// The results of a browse page in a search store (the results slice): the first page
// comes with the route, further pages load on request. Render it with key = the query, so a new
// query starts a new store.
import { useCallback, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import type { SearchQuery, SearchResult } from "@backlot/search";
import { createSearchStore } from "@backlot/search/state";
// The engine loads with the next page's request, not with the page (decision 0050).
const searchEngine = async () => (await import("../search/search-engine.js")).getSearchEngine();

export function useCatalogueSearch(query: SearchQuery, firstPage: SearchResult) {
  // Seeded, so the first page is the store's initial state: the server renders it, and hydration
  // (which reads the initial state) finds the same props.
  const [store] = useState(() => createSearchStore({ query: { ...query, page: 0 }, result: firstPage }));
  const results = useStore(store, (state) => state.results);
  const loading = useRef(false);

  /** The next page; after a failed one, that page again (the grid's retry). */
  const loadMore = useCallback(() => {
    const { queryInfo: info } = store.getState().results;
    if (loading.current || !info || info.page + 1 >= info.pageCount) return;
    loading.current = true;
    const request = { ...query, page: info.page + 1 };
    store.getState().requestResults(request);
    searchEngine()
      .then((engine) => engine.search(request))
      .then((result) => store.getState().receiveMoreResults(request, result))
      .catch((error: unknown) =>
        store.getState().resultsFailed(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => (loading.current = false));
  }, [query, store]);

  const hits = useMemo(
    () => results.allIds.map((id) => results.byId[id]).filter((prop) => prop !== undefined),
    [results],
  );
  return { results, hits, loadMore };
}
