// Holds: a customer tags the props on a set list for its dates while they decide (holdSetList);
// the hold lapses after the vendor's hold period and then takes nothing, with no one acting.
// Staff give it another period (extendHold); the customer or staff let it go (releaseHold).
// A hold's id is its set list's: holding a list again replaces its hold.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import {
  type CommandDone,
  type Hold,
  type HoldCall,
  type HoldResult,
  type HoldSetListCall,
  type SetList,
  acceptRefusal,
  bookingKey,
  holdRef,
  type CalendarDate,
  mayAcceptQuotes,
  rentalDatesProblems,
  vendorPaths,
  vendorToday,
} from "@backlot/data";
import { firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering, refuse } from "../callable-errors.js";
import { customerOf, staffOf } from "../callers.js";
import { vendorName } from "../mail/mail-texts.js";
import { greetingName, readCustomer } from "../staff/customer-record.js";
import { readVendor } from "../vendor-document.js";
import { changeBookings, holdExpiry } from "./change-bookings.js";

/** How the dates' fields read in a message to a customer. */
const dateNames: Record<string, string> = { pickUpDate: "the pick-up date", returnDate: "the return date" };

export const holdSetList = onCall<HoldSetListCall, Promise<HoldResult>>((call) =>
  answering(async () => {
    const uid = customerOf(call.auth);
    const { vendorId, setListId } = readCall("holdSetList", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      setListId: reader.id("setListId"),
    }));
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { customer } = await readCustomer(db, tx, vendorId, uid);
      if (!mayAcceptQuotes(customer)) refuse("permission-denied", acceptRefusal(vendorName(vendor)));
      const list = (await tx.get(db.doc(paths.setList(setListId)))).data() as SetList | undefined;
      if (!list) refuse("not-found", `Set list ${setListId} does not exist`);
      if (list.ownerUid !== uid) refuse("permission-denied", `Set list ${setListId} belongs to someone else`);
      if (!list.lines.length) refuse("failed-precondition", `"${list.name}" has no props to hold; add some first`);
      const dates = rentalDatesProblems(list.pickUpDate, list.returnDate, {
        today: vendor.timezone ? vendorToday(vendor.timezone) : undefined,
      });
      if (dates.length) {
        const problems = dates
          .map((problem) => `${dateNames[problem.field] ?? problem.field} ${problem.message}`)
          .join("; ");
        refuse("failed-precondition", `Choose the dates of "${list.name}" before holding it: ${problems}`);
      }
      const holdRefDoc = db.doc(paths.hold(setListId));
      const previous = (await tx.get(holdRefDoc)).data() as Hold | undefined;
      const now = new Date();
      const expiresAt = holdExpiry(now, vendor);
      const customerName = greetingName(customer);
      const lines = list.lines.map(({ propId, quantity }) => ({ propId, quantity }));
      const key = bookingKey.hold(setListId);
      const write = await changeBookings(db, tx, vendorId, {
        release: { keys: [key], propIds: previous?.lines.map((line) => line.propId) ?? [] },
        book: {
          lines,
          range: { from: list.pickUpDate as CalendarDate, to: list.returnDate as CalendarDate },
          key,
          kind: "hold",
          expiresAt,
          ref: holdRef(customerName),
          uid,
        },
        now,
        forStaff: false,
      });
      write();
      const hold: Omit<Hold, "heldAt"> = {
        uid,
        customerName,
        setListId,
        setListName: list.name,
        lines,
        pickUpDate: list.pickUpDate as CalendarDate,
        returnDate: list.returnDate as CalendarDate,
        expiresAt,
      };
      tx.set(holdRefDoc, { ...hold, heldAt: FieldValue.serverTimestamp() });
      return { expiresAt };
    });
  }),
);

/** A call about one hold: the vendor and the hold's id. */
function readHoldCall(name: string, data: unknown): HoldCall {
  return readCall(name, data, (reader) => ({ vendorId: reader.vendorId(), holdId: reader.id("holdId") }));
}

export const extendHold = onCall<HoldCall, Promise<HoldResult>>((call) =>
  answering(async () => {
    const { vendorId, holdId } = readHoldCall("extendHold", call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).hold(holdId));
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const hold = (await tx.get(ref)).data() as Hold | undefined;
      if (!hold) refuse("not-found", `There is no hold on set list ${holdId}; it was released`);
      const now = new Date();
      const expiresAt = holdExpiry(now, vendor);
      // A lapsed hold's props may have gone to someone else since: extending books them again, checked.
      const key = bookingKey.hold(holdId);
      const write = await changeBookings(db, tx, vendorId, {
        release: { keys: [key], propIds: [] },
        book: {
          lines: hold.lines,
          range: { from: hold.pickUpDate as CalendarDate, to: hold.returnDate as CalendarDate },
          key,
          kind: "hold",
          expiresAt,
          ref: holdRef(hold.customerName),
          uid: hold.uid,
        },
        now,
        forStaff: true,
      });
      write();
      // The staff member's uid, not their address: the customer reads the hold.
      tx.update(ref, { expiresAt, extendedBy: staff.uid });
      return { expiresAt };
    });
  }),
);

export const releaseHold = onCall<HoldCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, holdId } = readHoldCall("releaseHold", call.data);
    const uid = customerOf(call.auth);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).hold(holdId));
    return db.runTransaction(async (tx) => {
      const hold = (await tx.get(ref)).data() as Hold | undefined;
      // Released already (a retry, or the other side let it go): nothing left to do.
      if (!hold) return { ok: true } as const;
      if (hold.uid !== uid) staffOf(call.auth, vendorId);
      const write = await changeBookings(db, tx, vendorId, {
        release: { keys: [bookingKey.hold(holdId)], propIds: hold.lines.map((line) => line.propId) },
        book: null,
        now: new Date(),
        forStaff: true,
      });
      write();
      tx.delete(ref);
      return { ok: true } as const;
    });
  }),
);
