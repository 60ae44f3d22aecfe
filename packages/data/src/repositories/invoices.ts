// Final invoices as read (issueInvoice writes them; decision 0045): a customer's own, newest first, for their orders
// page; and an order's, for the order pages on both sides. A composite index serves the customer's query.
import type { Invoice } from "@backlot/domain";
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

export type InvoiceWithId = Invoice & { id: string };

export function invoices(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const collection = vendorPaths(vendorId).invoices;
  /** One customer's invoices, newest first. */
  const queryForCustomer = (uid: string): QuerySpec => ({
    collection,
    where: [["uid", "==", uid]],
    orderBy: [["issuedAt", "desc"]],
  });
  return {
    queryForCustomer,
    /** An order's invoice is stored under the order's id: one per order. */
    pathOf: (orderId: string) => vendorPaths(vendorId).invoice(orderId),
    async listForCustomer(uid: string): Promise<InvoiceWithId[]> {
      return withIds(await store.query<Invoice>(queryForCustomer(uid)));
    },
  };
}
