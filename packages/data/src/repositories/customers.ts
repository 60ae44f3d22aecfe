// The prop house's view of its customers (the console's customer list and a customer's page), read
// as staff under the rules: a page of customers in one standing, newest first, optionally found by
// what staff typed; one customer's set lists, quotes and orders; and the audit trail of what staff
// did as them. Composite indexes in
// firestore.indexes.json serve them.
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { type CustomerStanding, type VendorUser, isAuthorizedOf } from "@backlot/domain";
import { ordersOfCustomer } from "./orders.js";
import { vendorPaths } from "./paths.js";
import { quoteRequests } from "./quote-requests.js";
import { setLists } from "./set-lists.js";
import { withIds } from "./with-ids.js";

export interface CustomerDeskQuery {
  standing: CustomerStanding;
  /** searchTerm() of what staff typed; null for everyone in the standing. */
  term: string | null;
  pageSize: number;
}

/** One entry of the audit trail (startImpersonation writes it before it makes the sign-in token). */
export interface AuditEntry {
  kind: "impersonation";
  staffUid: string;
  staffEmail: string | null;
  customerUid: string;
  customerEmail: string | null;
  reason: string;
  at: Date;
  expiresAt: Date;
  tokenIssued: boolean;
  tokenError?: string;
  /** When it ended before its time (endImpersonation, `backlot staff remove`), and by what. */
  endedAt?: Date;
  endedBy?: "session" | "staff" | "staff-removed";
}

/** How many audit entries a customer's page shows (newest first). */
export const auditPageSize = 50;

export function customers(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);
  const queryForDesk = ({ standing, term, pageSize }: CustomerDeskQuery): QuerySpec => ({
    collection: paths.users,
    where: [
      ["isAuthorized", "==", isAuthorizedOf(standing)],
      ...(term ? [["searchTerms", "array-contains", term] as const] : []),
    ],
    orderBy: [["createdAt", "desc"]],
    limit: pageSize,
  });
  const queryAudit = (uid: string): QuerySpec => ({
    collection: paths.audit,
    where: [["customerUid", "==", uid]],
    orderBy: [["at", "desc"]],
    limit: auditPageSize,
  });
  return {
    queryForDesk,
    queryAudit,
    /** What one customer has: the same queries their own pages make (staff may read them all). */
    queryActivity: (uid: string) => ({
      setLists: setLists(store, { vendorId }).queryForUser(uid),
      quotes: quoteRequests(store, { vendorId }).queryForUser(uid),
      orders: ordersOfCustomer(vendorId, uid),
    }),
    async listForDesk(query: CustomerDeskQuery): Promise<(VendorUser & { id: string })[]> {
      return withIds(await store.query<VendorUser>(queryForDesk(query)));
    },
    async listAudit(uid: string): Promise<(AuditEntry & { id: string })[]> {
      return withIds(await store.query<AuditEntry>(queryAudit(uid)));
    },
  };
}

export type Customers = ReturnType<typeof customers>;
