// An order's booking through its life. Placed, it holds its props for the vendor's hold period
// (and takes over the customer's hold on the set list, or production list, it came from); confirmed, it books them with
// no end but its return; returned or cancelled, it frees them. docs/decisions/0024.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { type Hold, vendorPaths } from "@backlot/data";
import { type CalendarDate, type OrderStatus, bookingKey, orderReference } from "@backlot/domain";
import { changeBookings, holdExpiry } from "./change-bookings.js";
import type { BookingLocation } from "../../shared/pickup-location.js";

interface OrderBooking {
  /** What a customer is told to do when a line is a hidden prop. */
  whenHidden?: string;
  orderId: string;
  uid: string;
  lines: readonly { propId: string; quantity: number }[];
  pickUpDate: string;
  returnDate: string;
  /** A vendor with more than one pickup location: the order's (locationToBook of its locationId). */
  at?: BookingLocation | undefined;
}

const orderRange = (order: OrderBooking) => ({
  from: order.pickUpDate as CalendarDate,
  to: order.returnDate as CalendarDate,
});

/**
 * Holds a new order's props (refusing the order when they are not free for its dates) and lets go
 * of the customer's hold on its set list. Returns the writes, and until when the order holds them.
 */
export async function bookPlacedOrder(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  vendor: { holdHours?: number },
  /** `holdId`: the hold the order takes over (its set list's, or its production list's), if any. */
  order: OrderBooking & { holdId: string | null },
): Promise<{ write: () => void; heldUntil: string }> {
  const now = new Date();
  const holdDoc = order.holdId ? db.doc(vendorPaths(vendorId).hold(order.holdId)) : null;
  const hold = holdDoc ? ((await tx.get(holdDoc)).data() as Hold | undefined) : undefined;
  const heldUntil = holdExpiry(now, vendor);
  const key = bookingKey.order(order.orderId);
  const write = await changeBookings(db, tx, vendorId, {
    at: order.at,
    release: {
      keys: hold && order.holdId ? [bookingKey.hold(order.holdId)] : [],
      propIds: hold?.lines.map((line) => line.propId) ?? [],
    },
    book: {
      lines: order.lines,
      range: orderRange(order),
      key,
      kind: "hold",
      expiresAt: heldUntil,
      ref: `order ${orderReference(order.orderId)}`,
      uid: order.uid,
      ...(order.whenHidden ? { whenHidden: order.whenHidden } : {}),
    },
    now,
    forStaff: false,
  });
  return {
    heldUntil,
    write: () => {
      write();
      if (hold && holdDoc) tx.delete(holdDoc);
    },
  };
}

/**
 * What an order's new status does to its booking: confirming books its props for good (refused,
 * naming the conflicting orders and holds, when that would overbook); returning or cancelling frees them.
 */
export async function rebookForStatus(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  order: OrderBooking,
  status: OrderStatus,
): Promise<() => void> {
  const key = bookingKey.order(order.orderId);
  const propIds = order.lines.map((line) => line.propId);
  const now = new Date();
  if (status === "confirmed") {
    return changeBookings(db, tx, vendorId, {
      at: order.at,
      release: { keys: [key], propIds },
      book: {
        lines: order.lines,
        range: orderRange(order),
        key,
        kind: "order",
        expiresAt: null,
        ref: `order ${orderReference(order.orderId)}`,
        uid: order.uid,
      },
      now,
      forStaff: true,
    });
  }
  if (status === "returned" || status === "cancelled") {
    return changeBookings(db, tx, vendorId, { release: { keys: [key], propIds }, book: null, now, forStaff: true });
  }
  return () => {};
}
