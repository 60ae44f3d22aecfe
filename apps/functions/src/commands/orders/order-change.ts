// What extendOrder and addToOrder share (docs/decisions/0048): who may change an order during its rental (the
// vendor's staff; the order's own customer in approved standing, or staff signed in as them, kept as actedBy), the
// order read and checked in the transaction (a retry of a change already made answers as it did), and the change
// recorded: the order's new fields, an entry in its history both sides read, and a mail to the other side.
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import type { CallableRequest } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type ActedBy,
  type Order,
  type OrderChange,
  type OrderChangeProblem,
  type OrderChangeResult,
  type OrderStatusChange,
  type SetListLine,
  actedForLabel,
  checkedInOf,
  lineKey,
  mayChangeOrders,
  orderChangeProblem,
  orderChangeRefusal,
  orderChangeSummary,
  orderChangeTitles,
  orderReference,
  ValidationError,
} from "@backlot/domain";
import type { PricingTerms } from "@backlot/domain/pricing";
import { refuse } from "../../shared/callable-errors.js";
import { type StaffCaller, actedByField, customerAt, isStaffToken, staffOf } from "../../shared/callers.js";
import { type VendorDocument, readVendor, rentalDateBounds } from "../../shared/vendor-document.js";
import { mailTexts, vendorName } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readCustomer } from "../customers/customer-record.js";

/** Who changes an order: the vendor's staff, or a customer (themselves, or staff signed in as them). */
export type OrderChanger =
  { kind: "staff"; staff: StaffCaller } | { kind: "customer"; uid: string; actedBy: ActedBy | null };

/** The caller, as one who may try to change an order at `vendorId`; the order itself is checked in the transaction. */
export async function orderChanger(auth: CallableRequest["auth"], vendorId: string): Promise<OrderChanger> {
  if (isStaffToken(auth, vendorId)) return { kind: "staff", staff: staffOf(auth, vendorId) };
  // Anyone else is a customer or nobody: a visitor and an anonymous session are refused here, another house's staff
  // and another customer at the order.
  const { uid, actedBy } = await customerAt(auth, vendorId);
  return { kind: "customer", uid, actedBy };
}

/** An order open to a change, read in the transaction, with what the change needs to book, price and record it. */
export interface OpenOrder {
  ref: DocumentReference;
  reference: string;
  order: Order;
  vendor: VendorDocument & { terms: PricingTerms };
  /** Today and the horizon at the vendor. */
  bounds: { today: string; latest: string };
  /** Whether a booking's refusal names the orders and holds in the way (staff) or only what is free (a customer). */
  forStaff: boolean;
  /** Who the history names. */
  author: Pick<OrderStatusChange, "by" | "byName"> & { actedBy: ActedBy | null };
}

/**
 * The order `orderId` read for `changer`, or the answer a change already made with `changeId` gave. Refuses an order
 * that is not there or not the customer's (alike: they learn nothing of it), an account not approved, and an order
 * that cannot be changed now.
 */
export async function openOrder(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    orderId,
    changeId,
    changer,
  }: { vendorId: string; orderId: string; changeId: string; changer: OrderChanger },
): Promise<OpenOrder | { done: OrderChangeResult }> {
  const vendor = await readVendor(db, tx, vendorId);
  const ref = db.doc(vendorPaths(vendorId).order(orderId));
  const reference = orderReference(orderId);
  const order = (await tx.get(ref)).data() as Order | undefined;
  if (changer.kind === "staff" && !order) refuse("not-found", `Order ${reference} does not exist`);
  if (!order || (changer.kind === "customer" && order.uid !== changer.uid))
    refuse("not-found", `You have no order ${reference}`);
  // A retry after a lost answer: the change is made; the order as it stands is the answer.
  if (order.history?.some((entry) => entry.change?.id === changeId) && order.estimate)
    return { done: { returnDate: order.returnDate, estimate: order.estimate } };
  if (changer.kind === "customer") {
    const { customer } = await readCustomer(db, tx, vendorId, changer.uid);
    if (!mayChangeOrders(customer)) refuse("permission-denied", orderChangeRefusal(vendorName(vendor)));
  }
  const problem = orderChangeProblem(order, reference);
  if (problem) refuse("failed-precondition", problem);
  const { terms } = vendor;
  if (!terms || !vendor.timezone)
    refuse(
      "failed-precondition",
      `Vendor ${vendorId} has no prices on this server yet (run \`backlot catalogue push\`)`,
    );
  const author =
    changer.kind === "staff"
      ? { by: changer.staff.uid, byName: changer.staff.name, actedBy: null }
      : {
          by: changer.actedBy?.staffUid ?? changer.uid,
          byName: changer.actedBy ? actedForLabel(changer.actedBy.staffName, order.contact.name) : order.contact.name,
          actedBy: changer.actedBy,
        };
  const bounds = rentalDateBounds(vendor);
  return { ref, reference, order, vendor: { ...vendor, terms }, bounds, forStaff: changer.kind === "staff", author };
}

/**
 * What the order's booking holds of each line: its pieces less those the dock checked in (checkIn frees pieces back
 * fine, and books damaged or missing ones to the repair queue), so a change books again only what is still to come
 * back.
 */
export const piecesBooked = (order: Pick<Order, "checkIns">, lines: readonly SetListLine[]) =>
  lines
    .map((line) => ({ propId: line.propId, quantity: line.quantity - checkedInOf(order, lineKey(line)) }))
    .filter((line) => line.quantity > 0);

/** Refuses a change's problems, every field at once (the callables' details.fieldErrors). */
export function refuseProblems(name: string, problems: readonly OrderChangeProblem[]): void {
  if (problems.length === 0) return;
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of problems) fieldErrors[field] ??= message;
  throw new ValidationError(name, fieldErrors);
}

/**
 * Writes the change: the order's new fields, its history entry (the order's status unchanged, who and what), and a mail
 * to the other side: the prop house when the customer (or staff as them) made it, the customer when staff did.
 */
export function recordOrderChange(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    open,
    fields,
    change,
  }: { vendorId: string; open: OpenOrder; fields: Partial<Order>; change: OrderChange },
): void {
  const { order, author, vendor, reference } = open;
  const at = new Date();
  const entry = {
    status: order.status,
    at: Timestamp.fromDate(at),
    by: author.by,
    byName: author.byName,
    note: "",
    ...actedByField(author.actedBy),
    change,
  };
  tx.update(open.ref, {
    ...fields,
    changedAt: FieldValue.serverTimestamp(),
    history: FieldValue.arrayUnion(entry),
  });
  const title = orderChangeTitles[change.kind];
  const summary = orderChangeSummary(change, vendor.locale ?? "en-US");
  if (!open.forStaff && vendor.email) {
    const message = mailTexts.orderChangedByCustomer(vendor, {
      reference,
      who: author.byName,
      setListName: order.setListName,
      title,
      summary,
    });
    queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "order-changed" });
  }
  if (open.forStaff) {
    const message = mailTexts.orderChangedByStaff(vendor, {
      reference,
      name: order.contact.name,
      setListName: order.setListName,
      title,
      summary,
    });
    queueMail(db, tx, { to: order.contact.email, message, vendorId, kind: "order-changed" });
  }
}
