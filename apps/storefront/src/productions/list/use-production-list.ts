// A production list's live reads for its page: the list document (one listener: every line, decision and alternative
// in one read), its comments (one query, grouped by line once on the page) and its own history, a page at a time.
// All three start at once with the production's own read, so the page opens after one round trip.
import { activityPageSize } from "@backlot/data";
import type { ListComment, ProductionActivity, ProductionList } from "@backlot/domain/production";
import { useState } from "react";
import { useLoggedInUid } from "../../app/use-auth.js";
import { type WatchedDocument, useWatchedDocument } from "../../app/use-watched-document.js";
import { type WatchedQuery, useWatchedQuery } from "../../app/use-watched-query.js";
import { productionPaths, productionReads } from "../use-production.js";

export interface ProductionListReads {
  list: WatchedDocument<ProductionList>;
  comments: WatchedQuery<ListComment>;
  activity: WatchedQuery<ProductionActivity>;
  /** Reads a page more of the history (a longer query, live like the first). */
  moreActivity: () => void;
  /** A full page came back: there may be more. */
  activityMayHaveMore: boolean;
}

export function useProductionListReads(productionId: string, listId: string): ProductionListReads {
  const uid = useLoggedInUid();
  const ready = uid !== null && productionId !== "" && listId !== "";
  const [pages, setPages] = useState(1);
  const pageSize = pages * activityPageSize;
  const list = useWatchedDocument<ProductionList>(ready ? productionPaths.productionList(productionId, listId) : null);
  const comments = useWatchedQuery<ListComment>(
    ready ? ({ documents }) => productionReads(documents).queryComments(productionId, listId) : null,
    [ready, productionId, listId],
  );
  const activity = useWatchedQuery<ProductionActivity>(
    ready ? ({ documents }) => productionReads(documents).queryActivity(productionId, pageSize, listId) : null,
    [ready, productionId, listId, pageSize],
  );
  return {
    list,
    comments,
    activity,
    moreActivity: () => setPages((count) => count + 1),
    activityMayHaveMore: activity.status === "ready" && activity.docs.length >= pageSize,
  };
}
