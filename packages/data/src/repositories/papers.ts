// Customers' paperwork as read (the paper itself is @backlot/domain's; the server writes every one: sendPaper,
// reviewPaper, grantAccountTerms). A customer reads their own papers and staff read everyone's, under the rules; a
// composite index serves each query (firestore.indexes.json).
import type { Paper } from "@backlot/domain";
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

export type PaperWithId = Paper & { id: string };

export function papers(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const collection = vendorPaths(vendorId).papers;
  /** One customer's papers, newest first: their paperwork page, their page in the console, an order's checklist. */
  const queryForCustomer = (uid: string): QuerySpec => ({
    collection,
    where: [["uid", "==", uid]],
    orderBy: [["sentAt", "desc"]],
  });
  /** The console's review queue: papers sent and not yet reviewed, oldest first (first come, first reviewed). */
  const queryAwaitingReview = (pageSize: number): QuerySpec => ({
    collection,
    where: [["state", "==", "sent"]],
    orderBy: [["sentAt", "asc"]],
    limit: pageSize,
  });
  return {
    queryForCustomer,
    queryAwaitingReview,
    async listForCustomer(uid: string): Promise<PaperWithId[]> {
      return withIds(await store.query<Paper>(queryForCustomer(uid)));
    },
    async listAwaitingReview(pageSize: number): Promise<PaperWithId[]> {
      return withIds(await store.query<Paper>(queryAwaitingReview(pageSize)));
    },
  };
}

export type Papers = ReturnType<typeof papers>;
