// Runs the page's query through the search engine into a search store (spec section 3's results
// slice), and loads further pages on request. A newer query always wins over a late older answer.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import type { SearchQuery } from "@backlot/search";
import { createSearchStore } from "@backlot/search/state";
import { getSearchEngine } from "../app/services.js";

export function useCatalogueSearch(query: SearchQuery) {
  const [store] = useState(createSearchStore);
  const results = useStore(store, (state) => state.results);
  const facets = useStore(store, (state) => state.facets);
  const hierarchy = useStore(store, (state) => state.hierarchy);
  const ticket = useRef(0);
  const key = JSON.stringify(query);

  const run = useCallback(
    async (page: number) => {
      const mine = ++ticket.current;
      const request = { ...query, page };
      store.getState().requestResults(request);
      try {
        const result = await (await getSearchEngine()).search(request);
        if (mine !== ticket.current) return;
        const state = store.getState();
        if (page === 0) state.receiveResults(request, result);
        else state.receiveMoreResults(request, result);
        store.setState({ facets: result.facets, hierarchy: result.hierarchy });
      } catch (error) {
        if (mine === ticket.current) store.getState().resultsFailed(error instanceof Error ? error : new Error(String(error)));
      }
    },
    // The key stands for the query's content; the object itself is new on every render.
    [key, store],
  );

  useEffect(() => {
    void run(0);
  }, [run]);

  const hits = useMemo(() => results.allIds.map((id) => results.byId[id]).filter((prop) => prop !== undefined), [results]);
  /** The next page; after a failed first page, that page again (the grid's retry). */
  const loadMore = useCallback(() => {
    const { queryInfo: info, isFetching } = store.getState().results;
    if (isFetching) return;
    if (!info) void run(0);
    else if (info.page + 1 < info.pageCount) void run(info.page + 1);
  }, [run, store]);

  return { results, hits, facets, hierarchy, loadMore };
}
