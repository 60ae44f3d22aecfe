// addToOrder: during the rental, staff or the order's own customer (or staff signed in as them) add props to it
// (docs/decisions/0048): new lines, or more of a line it has (the same prop and variant). The server prices a new line
// from the catalogue (a line it has keeps its rate), books the order's props under its key with the added ones for
// the rest of the rental (from today, or the pick-up if later, to the return date), refusing in staff's or the
// customer's words when they are not free and refusing a customer a hidden prop; prices the order again; and records
// the add-on in its history. An out order's new pieces go out at the dock in a later hand-over.
import { onCall } from "firebase-functions/v2/https";
import {
  type AddToOrderCall,
  type AddedLine,
  type AddedLineInput,
  type CalendarDate,
  type OrderChangeResult,
  addOnDatesProblem,
  addedLineProblems,
  bookingKey,
  remainingRange,
  sameLine,
  withAddedLines,
  withVariant,
} from "@backlot/domain";
import { rentalWeeks } from "@backlot/domain/pricing";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { changeBookings } from "../bookings/change-bookings.js";
import { orderLocation, termsAt } from "../../shared/pickup-location.js";
import { openOrder, orderChanger, piecesBooked, recordOrderChange, refuseProblems } from "./order-change.js";
import { orderEstimate } from "./price-lines.js";

const whatToDo = "Take it off the props to add and try again";

function readAddOn(data: unknown): AddToOrderCall {
  return readCall("addToOrder", data, (reader) => {
    const problems = addedLineProblems(reader.data.lines);
    for (const { field, message } of problems) reader.fail(field, message);
    const lines = problems.length ? [] : (reader.data.lines as AddedLineInput[]);
    return {
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      changeId: reader.id("changeId"),
      // Only what a line is: a forged name or rate on it goes no further.
      lines: lines.map((line) => ({ propId: line.propId, ...withVariant(line), quantity: line.quantity })),
    };
  });
}

export const addToOrder = onCall<AddToOrderCall, Promise<OrderChangeResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId, changeId, lines: added } = readAddOn(call.data);
    const changer = await orderChanger(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const open = await openOrder(db, tx, { vendorId, orderId, changeId, changer });
      if ("done" in open) return open.done;
      const { order, reference, bounds, vendor } = open;
      const late = addOnDatesProblem(order, bounds.today, reference);
      if (late) refuse("failed-precondition", late);
      const merged = withAddedLines(order.lines, added);
      refuseProblems("addToOrder", merged.problems);
      const estimate = await orderEstimate(db, tx, {
        vendorId,
        order,
        lines: merged.lines,
        weeks: rentalWeeks(order.pickUpDate, order.returnDate),
        terms: vendor.terms && termsAt(vendor, vendor.terms, order.locationId),
        refusals: {
          gone: (line) => `There is no prop ${line.propId} in the catalogue: check its item number`,
          whatToDo,
        },
      });
      const key = bookingKey.order(orderId);
      const lines = piecesBooked(order, merged.lines);
      const write = await changeBookings(db, tx, vendorId, {
        at: orderLocation(vendor, order),
        release: { keys: [key], propIds: merged.lines.map((line) => line.propId) },
        book: {
          lines,
          range: { from: order.pickUpDate as CalendarDate, to: order.returnDate as CalendarDate },
          checkRange: remainingRange(order, bounds.today),
          key,
          kind: "order",
          expiresAt: null,
          ref: `order ${reference}`,
          uid: order.uid,
          whenHidden: whatToDo,
          newPropIds: added.map((line) => line.propId),
        },
        now: new Date(),
        forStaff: open.forStaff,
      });
      write();
      const named = added.map((line): AddedLine => ({
        ...line,
        name: estimate.lines.find((priced) => sameLine(priced, line))?.name ?? line.propId,
      }));
      recordOrderChange(db, tx, {
        vendorId,
        open,
        fields: { lines: merged.lines, estimate },
        change: { kind: "added", id: changeId, lines: named, subtotal: estimate.subtotal, currency: estimate.currency },
      });
      return { returnDate: order.returnDate, estimate };
    });
  }),
);
