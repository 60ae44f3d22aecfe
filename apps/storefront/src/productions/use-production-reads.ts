// The room's live reads besides the production itself: my productions, invitations to my address, a production's
// lists and feed, and my notices. Each goes through the app's shared query watcher (or the live-document hook), so a
// header and a page showing the same query share one listener; a null input reads nothing and stays loading.
import type { ActivityWithId, ProductionInviteWithId, ProductionListWithId, ProductionWithId } from "@backlot/data";
import { activityPageSize } from "@backlot/data";
import type {
  Production,
  ProductionActivity,
  ProductionInvite,
  ProductionList,
  ProductionNotices,
} from "@backlot/domain/production";
import { useState } from "react";
import { type WatchedDocument, useWatchedDocument } from "../app/use-watched-document.js";
import { type WatchedQuery, useWatchedQuery } from "../app/use-watched-query.js";
import { productionPaths, productionReads } from "./use-production.js";

/** The productions `uid` belongs to, most recently active first. */
export function useMyProductions(uid: string | null): WatchedQuery<Production> {
  return useWatchedQuery<Production>(uid ? ({ documents }) => productionReads(documents).queryMine(uid) : null, [uid]);
}

/**
 * Invitations waiting for `email`: only a verified sign-in with it may read them, so `email` is null until the
 * address is verified (the read would be refused).
 */
export function useInvitesFor(email: string | null): WatchedQuery<ProductionInvite> {
  return useWatchedQuery<ProductionInvite>(
    email ? ({ documents }) => productionReads(documents).queryInvitesFor(email) : null,
    [email],
  );
}

export function useProductionLists(productionId: string | null): WatchedQuery<ProductionList> {
  return useWatchedQuery<ProductionList>(
    productionId ? ({ documents }) => productionReads(documents).queryLists(productionId) : null,
    [productionId],
  );
}

export interface ActivityPages {
  /** loading only before the first page; a page more loads with the ones shown still there (`loadingMore`). */
  status: "loading" | "error" | "ready";
  items: ActivityWithId[];
  /** A full page came back: there may be more. */
  hasMore: boolean;
  loadingMore: boolean;
  showMore: () => void;
  error: Error | null;
  retry: () => void;
}

/** The production's feed, newest first, a page at a time: `showMore` asks for one page more, live like the first. */
export function useProductionActivity(productionId: string | null): ActivityPages {
  const [pages, setPages] = useState(1);
  const [shown, setShown] = useState<{ productionId: string | null; items: ActivityWithId[] } | null>(null);
  const pageSize = pages * activityPageSize;
  const feed = useWatchedQuery<ProductionActivity>(
    productionId ? ({ documents }) => productionReads(documents).queryActivity(productionId, pageSize) : null,
    [productionId, pageSize],
  );
  // A longer query is a new listener, loading from nothing: the page keeps what it showed until it answers.
  if (feed.status === "ready" && shown?.items !== feed.docs) setShown({ productionId, items: feed.docs });
  const kept = shown?.productionId === productionId ? shown.items : null;
  const items = feed.status === "ready" ? feed.docs : (kept ?? []);
  const showMore = () => setPages((count) => count + 1);
  if (feed.status === "error")
    return {
      status: "error",
      items,
      hasMore: false,
      loadingMore: false,
      showMore,
      error: feed.error,
      retry: feed.retry,
    };
  return {
    status: feed.status === "ready" || kept ? "ready" : "loading",
    items,
    hasMore: items.length >= pageSize || (feed.status === "loading" && kept !== null),
    loadingMore: feed.status === "loading" && kept !== null,
    showMore,
    error: null,
    retry: () => undefined,
  };
}

/** The signed-in member's notices at this vendor: the badge and the newest few. */
export function useProductionNotices(uid: string | null): WatchedDocument<ProductionNotices> {
  return useWatchedDocument<ProductionNotices>(uid ? productionPaths.productionNotices(uid) : null);
}

/** An invitation by its id (the link in the mail): readable only by a verified sign-in with the invited address. */
export function useInvite(inviteId: string | null): WatchedDocument<ProductionInvite> {
  return useWatchedDocument<ProductionInvite>(inviteId ? productionPaths.productionInvite(inviteId) : null);
}

export type { ActivityWithId, ProductionInviteWithId, ProductionListWithId, ProductionWithId };
