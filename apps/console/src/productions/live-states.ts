// A production's live reads as its screens take them: a record list's state (paged or not) and the feed's.
import type { ActivityWithId } from "@backlot/data";
import type { Live } from "../app/use-live.js";
import type { ProductionFeedState } from "./ProductionFeed/index.js";
import type { RecordItem, RecordsState } from "./ProductionRecords/index.js";

/** A live list as a record list takes it; `more` when the page is paged and may hold more. */
export function recordsOf<T>(
  live: Live<T[]>,
  itemOf: (item: T) => RecordItem,
  more?: { pageSize: number; onShowMore: () => void },
): RecordsState {
  if (live.status === "error") return { status: "error", onRetry: live.retry };
  if (live.status === "loading") return { status: "loading" };
  const loadingMore = live.stale === true;
  const mayHoldMore = more && (loadingMore || live.value.length >= more.pageSize);
  return {
    status: "ready",
    items: live.value.map(itemOf),
    ...(mayHoldMore ? { onShowMore: more.onShowMore, loadingMore } : {}),
  };
}

/** The live feed as the feed takes it: a full page may hold more, and a longer page loading keeps the entries shown. */
export function feedOf(live: Live<ActivityWithId[]>, pageSize: number): ProductionFeedState {
  if (live.status === "error") return { status: "error", onRetry: live.retry };
  if (live.status === "loading") return { status: "loading" };
  const loadingMore = live.stale === true;
  return { status: "ready", items: live.value, hasMore: loadingMore || live.value.length >= pageSize, loadingMore };
}
