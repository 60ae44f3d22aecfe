// Holds: a customer tags the props on a set list for its dates while they decide (holdSetList);
// the hold lapses after the vendor's hold period and then takes nothing, with no one acting.
// Staff give it another period (extendHold); the customer or staff let it go (releaseHold).
// A hold's id is its set list's: holding a list again replaces its hold.
import { FieldValue, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { type Hold, holdRef, vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type HoldCall,
  type HoldResult,
  type HoldSetListCall,
  type SetList,
  holdRefusal,
  bookingKey,
  type CalendarDate,
  mayHold,
  rentalDatesProblems,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actedByField, customerAt, staffOf } from "../../shared/callers.js";
import { takeItOff } from "../catalogue/hidden-props.js";
import { vendorName } from "../../mail/mail-texts.js";
import { greetingName, readCustomer } from "../customers/customer-record.js";
import { readVendor, rentalDateBounds, vendorSetting } from "../../shared/vendor-document.js";
import { changeBookings, holdExpiry } from "./change-bookings.js";

/** How the dates' fields read in a message to a customer. */
const dateNames: Record<string, string> = { pickUpDate: "the pick-up date", returnDate: "the return date" };

export const holdSetList = onCall<HoldSetListCall, Promise<HoldResult>>((call) =>
  answering(async () => {
    const { vendorId, setListId } = readCall("holdSetList", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      setListId: reader.id("setListId"),
    }));
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { customer } = await readCustomer(db, tx, vendorId, uid);
      // Holds lock stock for everyone else: a fresh account awaiting approval may not take any.
      if (!mayHold(customer)) refuse("permission-denied", holdRefusal(customer.isAuthorized, vendorName(vendor)));
      const list = (await tx.get(db.doc(paths.setList(setListId)))).data() as SetList | undefined;
      if (!list) refuse("not-found", `Set list ${setListId} does not exist`);
      if (list.ownerUid !== uid) refuse("permission-denied", `Set list ${setListId} belongs to someone else`);
      if (!list.lines.length) refuse("failed-precondition", `"${list.name}" has no props to hold; add some first`);
      const dates = rentalDatesProblems(list.pickUpDate, list.returnDate, rentalDateBounds(vendor));
      if (dates.length) {
        const problems = dates
          .map((problem) => `${dateNames[problem.field] ?? problem.field} ${problem.message}`)
          .join("; ");
        refuse("failed-precondition", `Choose the dates of "${list.name}" before holding it: ${problems}`);
      }
      const holdRefDoc = db.doc(paths.hold(setListId));
      const theirs = (await tx.get(db.collection(paths.holds).where("uid", "==", uid))).docs;
      const previous = theirs.find((doc) => doc.id === setListId)?.data() as Hold | undefined;
      const now = new Date();
      const lines = list.lines.map(({ propId, quantity }) => ({ propId, quantity }));
      refuseOverHeldLines(theirs, setListId, lines.length, vendorSetting(vendor, "maxHeldLines"), now);
      // Holding again changes what is held, never for how long: only staff extend a live hold.
      const live = previous && Date.parse(previous.expiresAt) > now.getTime();
      const expiresAt = live ? previous.expiresAt : holdExpiry(now, vendor);
      const customerName = greetingName(customer);
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
          whenHidden: takeItOff(`"${list.name}"`),
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
      tx.set(holdRefDoc, { ...hold, ...actedByField(actedBy), heldAt: FieldValue.serverTimestamp() });
      return { expiresAt };
    });
  }),
);

/**
 * Refuses a hold that would take the customer past the vendor's cap on held lines, counted over
 * their live holds (a lapsed one takes nothing) other than the one being replaced.
 */
function refuseOverHeldLines(
  theirs: readonly QueryDocumentSnapshot[],
  setListId: string,
  lines: number,
  max: number,
  now: Date,
): void {
  const heldElsewhere = theirs
    .map((doc) => ({ id: doc.id, hold: doc.data() as Hold }))
    .filter(({ id, hold }) => id !== setListId && Date.parse(hold.expiresAt) > now.getTime())
    .reduce((sum, { hold }) => sum + hold.lines.length, 0);
  if (heldElsewhere + lines > max) {
    refuse(
      "resource-exhausted",
      `You may hold ${max} lines at once and hold ${heldElsewhere} already, so these ${lines} do not fit: ` +
        "release a hold you no longer need, or ask the prop house",
      { maxHeldLines: max, held: heldElsewhere },
    );
  }
}

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
    const { uid } = await customerAt(call.auth, vendorId);
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
