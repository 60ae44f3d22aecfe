// One step of an order's life as the server takes it, in the caller's transaction: for "out", the release gate (the
// papers the tenant requires, or staff's reason, audited); the props' bookings for the new status; the step in the
// order's history; and the customer's mail. setOrderStatus takes every step with it, and the dock's first hand-over
// takes "out" with it, so an order goes out the same way whichever way staff send it.
import { FieldValue, type Firestore, Timestamp, type Transaction, type UpdateData } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import {
  type Order,
  type OrderStatus,
  type OrderStatusChange,
  missingPapers,
  orderReference,
  returnedProblem,
} from "@backlot/domain";
import { refuse } from "../../shared/callable-errors.js";
import type { StaffCaller } from "../../shared/callers.js";
import type { VendorDocument } from "../../shared/vendor-document.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { rebookForStatus } from "../bookings/order-bookings.js";
import { orderLocation } from "../../shared/pickup-location.js";
import { auditOverride, orderChecklist } from "../paperwork/release-gate.js";

export interface OrderStep {
  vendorId: string;
  vendor: VendorDocument;
  orderId: string;
  order: Order;
  staff: StaffCaller;
  status: OrderStatus;
  /** Told to the customer with the new status; "" for none. */
  note: string;
  /** Staff's reason to let the order go out without what the gate requires; "" for none. */
  override: string;
  /** More of the order to write in the same update (a hand-over's record). */
  alsoWrite?: UpdateData<Order>;
}

/** Takes the step: its reads first (the gate, the bookings), then its writes. Refuses "out" with papers missing. */
export async function stepOrder(db: Firestore, tx: Transaction, step: OrderStep): Promise<void> {
  const { vendorId, vendor, orderId, order, staff, status, note, override, alsoWrite = {} } = step;
  const reference = orderReference(orderId);
  const ref = db.doc(vendorPaths(vendorId).order(orderId));
  // The release gate: "out" needs every paper the tenant requires, unless staff say why not.
  const missing =
    status === "out"
      ? (await orderChecklist(db, tx, vendorId, vendor, order, orderId)).filter((item) => !item.met)
      : [];
  if (missing.length > 0 && !override) {
    refuse(
      "failed-precondition",
      `Order ${reference} cannot go out yet. ${missingPapers(missing)}. ` +
        "Ask the customer for them, or release it with a reason",
      { missing },
    );
  }
  // "returned" only when nothing that went out at the dock is still out (the dock's check-in takes it there itself).
  const stillOut = status === "returned" ? returnedProblem(order, reference) : null;
  if (stillOut) refuse("failed-precondition", stillOut);
  const rebook = await rebookForStatus(
    db,
    tx,
    vendorId,
    { ...order, orderId, at: orderLocation(vendor, order) },
    status,
  );
  rebook();
  if (missing.length > 0) auditOverride(db, tx, { vendorId, orderId, order, staff, reason: override, missing });
  const change: OrderStatusChange = { status, at: new Date(), by: staff.uid, byName: staff.name, note };
  tx.update(ref, {
    ...alsoWrite,
    status,
    statusChangedAt: FieldValue.serverTimestamp(),
    statusChangedBy: staff.uid,
    statusNote: note,
    // Each step once, in order; a server timestamp cannot go inside an array, so the server's clock.
    history: FieldValue.arrayUnion({ ...change, at: Timestamp.fromDate(change.at) }),
  });
  const mail = mailTexts.orderStatusChanged(vendor, {
    reference,
    name: order.contact.name,
    setListName: order.setListName,
    status,
    note,
  });
  queueMail(db, tx, { to: order.contact.email, message: mail, vendorId, kind: "order-status" });
}
