// The release gate: an order goes "out" only with the papers the tenant requires (its requiredPaperwork, carried on
// the vendor document), each valid for the order's dates. setOrderStatus reads the customer's papers here, in its
// transaction; staff may release without them by giving a reason, which goes to the audit trail.
import { FieldValue, type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { type ChecklistItem, type Order, type Paper, checklistOfOrder, orderReference } from "@backlot/domain";
import type { StaffCaller } from "../../shared/callers.js";
import type { VendorDocument } from "../../shared/vendor-document.js";

/** The customer's papers as stored, with their times as dates. */
async function papersOf(db: Firestore, tx: Transaction, vendorId: string, uid: string): Promise<Paper[]> {
  const snaps = await tx.get(db.collection(vendorPaths(vendorId).papers).where("uid", "==", uid));
  return snaps.docs.map((snap) => {
    const data = snap.data();
    const sentAt = data.sentAt instanceof Timestamp ? data.sentAt.toDate() : new Date(0);
    return { ...data, sentAt } as Paper;
  });
}

/** The order's signatures of the rental agreement, every version, as the checklist reads them. */
async function signaturesOf(db: Firestore, tx: Transaction, vendorId: string, orderId: string, uid: string) {
  const snaps = await tx.get(db.collection(vendorPaths(vendorId).signatures).where("orderId", "==", orderId));
  return snaps.docs
    .map((snap) => snap.data())
    .filter((data) => data.uid === uid)
    .map((data) => ({
      version: String(data.version),
      name: String(data.name),
      signedAt: data.signedAt instanceof Timestamp ? data.signedAt.toDate() : new Date(0),
    }));
}

/** The order's checklist: every requirement of the vendor's, met or not (empty when it requires nothing). */
export async function orderChecklist(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  vendor: VendorDocument,
  order: Order,
  /** The order's id, for its signatures of the agreement. */
  orderId: string,
): Promise<ChecklistItem[]> {
  const required = vendor.requiredPaperwork ?? [];
  if (required.length === 0) return [];
  const papers = await papersOf(db, tx, vendorId, order.uid);
  const signatures = required.includes("agreement") ? await signaturesOf(db, tx, vendorId, orderId, order.uid) : [];
  // The same list the customer's and staff's order pages show, from the same records.
  return checklistOfOrder(order, papers, signatures, vendor);
}

/** Records a release without the papers: who, why, and what was missing, where no client can write. */
export function auditOverride(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    orderId,
    order,
    staff,
    reason,
    missing,
  }: {
    vendorId: string;
    orderId: string;
    order: Order;
    staff: StaffCaller;
    reason: string;
    missing: readonly ChecklistItem[];
  },
): void {
  tx.create(db.collection(vendorPaths(vendorId).audit).doc(), {
    kind: "release-override",
    orderId,
    reference: orderReference(orderId),
    uid: order.uid,
    staffUid: staff.uid,
    staffName: staff.name,
    reason,
    missing: missing.map(({ requirement, detail }) => ({ requirement, detail })),
    at: FieldValue.serverTimestamp(),
  });
}
