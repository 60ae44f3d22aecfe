// What a searched desk (quotes, customers) keeps in its address: the status tab (left out when it
// is the default) and what staff typed (?status=quoted&q=kauf, beside a dock's ?dock=), so a desk
// can be bookmarked and the back button works. The query follows the typing a moment after it
// stops; a new status or search starts again at the first page, and "Show more" listens to a longer
// one.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { searchTerm } from "@backlot/domain";
import type { Live } from "./use-live.js";
import { deskPageSize } from "./paging.js";

export function useSearchedDesk<Status extends string>(statuses: readonly Status[], fallback: Status) {
  const [params, setParams] = useSearchParams();
  const given = params.get("status");
  const status = statuses.includes(given as Status) ? (given as Status) : fallback;
  const search = params.get("q") ?? "";
  const [term, setTerm] = useState(() => searchTerm(search));
  useEffect(() => {
    const timer = setTimeout(() => setTerm(searchTerm(search)), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const { pageSize, loadMore } = usePages(`${status}\u0000${term ?? ""}\u0000${params.get("dock") ?? ""}`);

  const update = (next: { status?: Status; q?: string }) => {
    const merged = { status, q: search, ...next };
    setParams(
      (current) => {
        // The desk's other filters (the dock: use-dock-filter.ts) stay as they are.
        const address = new URLSearchParams(current);
        if (merged.status === fallback) address.delete("status");
        else address.set("status", merged.status);
        if (merged.q) address.set("q", merged.q);
        else address.delete("q");
        return address;
      },
      // Typing replaces the entry, so Back leaves the desk instead of undoing a letter at a time.
      { replace: next.q !== undefined },
    );
  };
  return {
    status,
    search,
    term,
    pageSize,
    setStatus: (next: Status) => update({ status: next }),
    setSearch: (q: string) => update({ q }),
    loadMore,
  };
}

/**
 * How many pages a desk shows for what it is filtered by: "Show more" adds one; another filter
 * starts again at one in the same render (a reset after it would listen to the longer page first).
 */
export function usePages(filter: string) {
  const [more, setMore] = useState({ filter, pages: 1 });
  const pages = more.filter === filter ? more.pages : 1;
  return {
    pageSize: pages * deskPageSize,
    loadMore: () => setMore({ filter, pages: pages + 1 }),
  };
}

/** A desk's live page as the UI kit's desks take it: rows, and whether a longer page may hold more. */
export function deskState<T, Row>(live: Live<T[]>, pageSize: number, rowOf: (item: T) => Row) {
  if (live.status === "error") return { status: "error" as const, onRetry: live.retry };
  if (live.status === "loading") return { status: "loading" as const };
  // A longer page still loading keeps the rows shown, with "Show more" busy.
  const loadingMore = live.stale === true;
  return {
    status: "ready" as const,
    rows: live.value.map(rowOf),
    hasMore: loadingMore || live.value.length >= pageSize,
    loadingMore,
  };
}
