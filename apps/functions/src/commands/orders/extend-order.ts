// extendOrder: during the rental, staff or the order's own customer (or staff signed in as them) move its return date
// later (docs/decisions/0048). The server books the order's props to the new date under the order's key, checked from
// today (or the pick-up, if later) so what is left of the rental fits beside every other booking, refusing in staff's
// or the customer's words when it does not; prices it again over the new weeks at the rates its lines were priced at;
// and records the extension in the order's history, which the console and the customer's order page both show.
import { onCall } from "firebase-functions/v2/https";
import {
  type CalendarDate,
  type ExtendOrderCall,
  type OrderChangeResult,
  bookingKey,
  extensionProblems,
  remainingRange,
} from "@backlot/domain";
import { rentalWeeks } from "@backlot/domain/pricing";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { changeBookings } from "../bookings/change-bookings.js";
import { orderLocation, termsAt } from "../../shared/pickup-location.js";
import { openOrder, orderChanger, piecesBooked, recordOrderChange, refuseProblems } from "./order-change.js";
import { orderEstimate } from "./price-lines.js";

export const extendOrder = onCall<ExtendOrderCall, Promise<OrderChangeResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId, changeId, returnDate } = readCall("extendOrder", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      changeId: reader.id("changeId"),
      returnDate: reader.text("returnDate", { max: 10, required: true }),
    }));
    const changer = await orderChanger(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const open = await openOrder(db, tx, { vendorId, orderId, changeId, changer });
      if ("done" in open) return open.done;
      const { order, reference, bounds, vendor } = open;
      refuseProblems("extendOrder", extensionProblems(order, returnDate, bounds));
      const extended = { pickUpDate: order.pickUpDate, returnDate };
      const estimate = await orderEstimate(db, tx, {
        vendorId,
        order,
        lines: order.lines,
        weeks: rentalWeeks(order.pickUpDate, returnDate),
        terms: vendor.terms && termsAt(vendor, vendor.terms, order.locationId),
        refusals: {
          gone: (line) => `Prop ${line.propId} on order ${reference} is no longer in the catalogue`,
          whatToDo: "Ask the prop house about it",
        },
      });
      const key = bookingKey.order(orderId);
      const lines = piecesBooked(order, order.lines);
      const write = await changeBookings(db, tx, vendorId, {
        at: orderLocation(vendor, order),
        release: { keys: [key], propIds: order.lines.map((line) => line.propId) },
        book: {
          lines,
          range: { from: order.pickUpDate as CalendarDate, to: returnDate as CalendarDate },
          checkRange: remainingRange(extended, bounds.today),
          key,
          kind: "order",
          expiresAt: null,
          ref: `order ${reference}`,
          uid: order.uid,
          // The order keeps its props for longer: nothing new is asked for, hidden since or not.
          newPropIds: [],
        },
        now: new Date(),
        forStaff: open.forStaff,
      });
      write();
      recordOrderChange(db, tx, {
        vendorId,
        open,
        fields: { returnDate, estimate },
        change: {
          kind: "extended",
          id: changeId,
          from: order.returnDate,
          to: returnDate,
          weeks: estimate.weeks,
          subtotal: estimate.subtotal,
          currency: estimate.currency,
        },
      });
      return { returnDate, estimate };
    });
  }),
);
