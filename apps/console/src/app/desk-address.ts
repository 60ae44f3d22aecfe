// What a searched desk (quotes, customers) keeps in its address: the status tab (left out when it
// is the default) and what staff typed (?status=quoted&q=kauf), so a desk can be bookmarked and the
// back button works. The query follows the typing a moment after it stops; a new status or search
// starts again at the first page, and "Show more" listens to a longer one.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { searchTerm } from "@backlot/data";
import type { Live } from "./use-live.js";
import { deskPageSize } from "./paging.js";

export function useSearchedDesk<Status extends string>(statuses: readonly Status[], fallback: Status) {
  const [params, setParams] = useSearchParams();
  const given = params.get("status");
  const status = statuses.includes(given as Status) ? (given as Status) : fallback;
  const search = params.get("q") ?? "";
  const [pages, setPages] = useState(1);
  const [term, setTerm] = useState(() => searchTerm(search));
  useEffect(() => {
    const timer = setTimeout(() => setTerm(searchTerm(search)), 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => setPages(1), [status, term]);

  const update = (next: { status?: Status; q?: string }) => {
    const merged = { status, q: search, ...next };
    setParams(
      { ...(merged.status === fallback ? {} : { status: merged.status }), ...(merged.q ? { q: merged.q } : {}) },
      // Typing replaces the entry, so Back leaves the desk instead of undoing a letter at a time.
      { replace: next.q !== undefined },
    );
  };
  return {
    status,
    search,
    term,
    pageSize: pages * deskPageSize,
    setStatus: (next: Status) => update({ status: next }),
    setSearch: (q: string) => update({ q }),
    loadMore: () => setPages((count) => count + 1),
  };
}

/** A desk's live page as the UI kit's desks take it: rows, and whether a longer page may hold more. */
export function deskState<T, Row>(live: Live<T[]>, pageSize: number, rowOf: (item: T) => Row) {
  if (live.status === "error") return { status: "error" as const, onRetry: live.retry };
  if (live.status === "loading") return { status: "loading" as const };
  return { status: "ready" as const, rows: live.value.map(rowOf), hasMore: live.value.length >= pageSize };
}
