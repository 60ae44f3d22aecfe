// The repair queue as read by staff (check-in writes it, clearRepair clears it; decision 0044): pieces back damaged or
// missing, oldest first, so the longest out of service is seen first. A composite index serves the query.
import type { RepairRecord } from "@backlot/domain";
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

export type RepairWithId = RepairRecord & { id: string };

export function repairs(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const collection = vendorPaths(vendorId).repairs;
  /** The queue: open repairs, oldest first. */
  const queryOpen = (pageSize: number): QuerySpec => ({
    collection,
    where: [["status", "==", "open"]],
    orderBy: [["reportedAt", "asc"]],
    limit: pageSize,
  });
  return {
    queryOpen,
    async listOpen(pageSize: number): Promise<RepairWithId[]> {
      return withIds(await store.query<RepairRecord>(queryOpen(pageSize)));
    },
  };
}
