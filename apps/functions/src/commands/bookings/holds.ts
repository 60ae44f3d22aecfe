// Holds: a customer tags the props on a set list for its dates while they decide (holdSetList);
// the hold lapses after the vendor's hold period and then takes nothing, with no one acting.
// Staff give it another period (extendHold); the customer or staff let it go (releaseHold).
// A hold's id is its set list's: holding a list again replaces its hold. A production's coordinator holds its approved
// list's approved props the same way, under productionHoldId; any of its coordinators lets that hold go.
import { FieldValue, type Firestore, type QueryDocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { type Hold, holdRef, vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type HoldCall,
  type HoldResult,
  type HoldSetListCall,
  type ProductionListRef,
  type SetList,
  holdRefusal,
  bookingKey,
  type CalendarDate,
  mayHold,
  rentalDatesProblems,
} from "@backlot/domain";
import {
  type Production,
  mayDo,
  productionHoldId,
  productionHoldIdPattern,
  quoteLinesOf,
  rolesThatMay,
} from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { type CustomerCaller, actedByField, customerAt, staffOf } from "../../shared/callers.js";
import { takeItOff } from "../catalogue/hidden-props.js";
import { vendorName } from "../../mail/mail-texts.js";
import { greetingName, readCustomer } from "../customers/customer-record.js";
import { readVendor, rentalDateBounds, vendorSetting } from "../../shared/vendor-document.js";
import { changeBookings, holdExpiry } from "./change-bookings.js";
import { locationToBook } from "../../shared/pickup-location.js";
import { type OpenList, actorName } from "../productions/open-list.js";
import {
  approvedProps,
  prepareSentToHouse,
  readListToSend,
  readProductionListRef,
} from "../productions/send-to-house.js";

/** How the dates' fields read in a message to a customer. */
const dateNames: Record<string, string> = { pickUpDate: "the pick-up date", returnDate: "the return date" };

export const holdSetList = onCall<HoldSetListCall, Promise<HoldResult>>((call) =>
  answering(async () => {
    const { vendorId, setListId, productionList } = readCall("holdSetList", call.data, (reader) => {
      const productionList = readProductionListRef(reader);
      return {
        vendorId: reader.vendorId(),
        setListId: productionList ? null : reader.id("setListId"),
        productionList,
      };
    });
    const caller = await customerAt(call.auth, vendorId);
    const { uid, actedBy } = caller;
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { customer } = await readCustomer(db, tx, vendorId, uid);
      // Holds lock stock for everyone else: a fresh account awaiting approval may not take any.
      if (!mayHold(customer)) refuse("permission-denied", holdRefusal(customer.isAuthorized, vendorName(vendor)));
      const held = productionList
        ? await productionListToHold(db, tx, { vendorId, ref: productionList, caller })
        : await setListToHold(db, tx, { vendorId, setListId: setListId ?? "", uid });
      const { holdId, name } = held;
      if (!held.lines.length) refuse("failed-precondition", `"${name}" has no props to hold; add some first`);
      const dates = rentalDatesProblems(held.pickUpDate, held.returnDate, rentalDateBounds(vendor));
      if (dates.length) {
        const problems = dates
          .map((problem) => `${dateNames[problem.field] ?? problem.field} ${problem.message}`)
          .join("; ");
        refuse("failed-precondition", `Choose the dates of "${name}" before holding it: ${problems}`);
      }
      const holdRefDoc = db.doc(paths.hold(holdId));
      const theirs = (await tx.get(db.collection(paths.holds).where("uid", "==", uid))).docs;
      // A production's hold may be another coordinator's: whoever held it, holding again replaces it.
      const previous = (
        held.open ? (await tx.get(holdRefDoc)).data() : theirs.find((doc) => doc.id === holdId)?.data()
      ) as Hold | undefined;
      const now = new Date();
      const lines = held.lines.map(({ propId, quantity }) => ({ propId, quantity }));
      refuseOverHeldLines(theirs, holdId, lines.length, vendorSetting(vendor, "maxHeldLines"), now);
      // Holding again changes what is held, never for how long: only staff extend a live hold.
      const live = previous && Date.parse(previous.expiresAt) > now.getTime();
      const expiresAt = live ? previous.expiresAt : holdExpiry(now, vendor);
      const customerName = greetingName(customer);
      const tell =
        held.open &&
        (await prepareSentToHouse(db, tx, vendorId, held.open, {
          kind: "hold",
          id: holdId,
          text:
            `${actorName(held.open.by)} held the ${approvedProps(lines.length)} of ${name} at ` +
            `${vendorName(vendor)} for ${held.pickUpDate} to ${held.returnDate}`,
        }));
      const key = bookingKey.hold(holdId);
      const at = locationToBook(vendor, held.locationId, { forStaff: false, what: `"${name}"` });
      const write = await changeBookings(db, tx, vendorId, {
        at,
        release: { keys: [key], propIds: previous?.lines.map((line) => line.propId) ?? [] },
        book: {
          lines,
          range: { from: held.pickUpDate as CalendarDate, to: held.returnDate as CalendarDate },
          key,
          kind: "hold",
          expiresAt,
          ref: holdRef(held.open ? `${customerName} for ${held.open.production.name}` : customerName),
          uid,
          whenHidden: takeItOff(`"${name}"`),
        },
        now,
        forStaff: false,
      });
      write();
      const hold: Omit<Hold, "heldAt"> = {
        uid,
        customerName,
        setListId: held.setListId,
        setListName: name,
        ...(productionList ? { productionList } : {}),
        lines,
        pickUpDate: held.pickUpDate,
        returnDate: held.returnDate,
        ...(at ? { locationId: at.id } : {}),
        expiresAt,
      };
      tx.set(holdRefDoc, { ...hold, ...actedByField(actedBy), heldAt: FieldValue.serverTimestamp() });
      tell?.();
      return { expiresAt };
    });
  }),
);

/** What a hold takes of a list: its id, name, lines and dates, and a production's list as its coordinator read it. */
interface ListToHold {
  holdId: string;
  setListId: string;
  name: string;
  lines: readonly { propId: string; quantity: number }[];
  pickUpDate: string;
  returnDate: string;
  /** The set list's pickup location (a production's list names none: the vendor's first). */
  locationId?: string | undefined;
  open?: OpenList;
}

/** The customer's own set list, whole, under its own id. */
async function setListToHold(
  db: Firestore,
  tx: Transaction,
  { vendorId, setListId, uid }: { vendorId: string; setListId: string; uid: string },
): Promise<ListToHold> {
  const list = (await tx.get(db.doc(vendorPaths(vendorId).setList(setListId)))).data() as SetList | undefined;
  if (!list) refuse("not-found", `Set list ${setListId} does not exist`);
  if (list.ownerUid !== uid) refuse("permission-denied", `Set list ${setListId} belongs to someone else`);
  const { name, lines, pickUpDate = "", returnDate = "", locationId } = list;
  return { holdId: setListId, setListId, name, lines, pickUpDate, returnDate, locationId };
}

/** A production's approved list, read as its coordinator: its approved lines only, under productionHoldId. */
async function productionListToHold(
  db: Firestore,
  tx: Transaction,
  { vendorId, ref, caller }: { vendorId: string; ref: ProductionListRef; caller: CustomerCaller },
): Promise<ListToHold> {
  const open = await readListToSend(db, tx, { vendorId, ref, caller, what: "hold a list" });
  const { name, pickUpDate, returnDate } = open.list;
  const lines = quoteLinesOf(open.list);
  return { holdId: productionHoldId(ref), setListId: ref.listId, name, lines, pickUpDate, returnDate, open };
}

/**
 * Refuses a hold that would take the customer past the vendor's cap on held lines, counted over
 * their live holds (a lapsed one takes nothing) other than the one being replaced.
 */
function refuseOverHeldLines(
  theirs: readonly QueryDocumentSnapshot[],
  holdId: string,
  lines: number,
  max: number,
  now: Date,
): void {
  const heldElsewhere = theirs
    .map((doc) => ({ id: doc.id, hold: doc.data() as Hold }))
    .filter(({ id, hold }) => id !== holdId && Date.parse(hold.expiresAt) > now.getTime())
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

/** A call about one hold: the vendor and the hold's id (a set list's, or a production list's productionHoldId). */
function readHoldCall(name: string, data: unknown): HoldCall {
  return readCall(name, data, (reader) => {
    const holdId = reader.data.holdId;
    return {
      vendorId: reader.vendorId(),
      holdId: typeof holdId === "string" && productionHoldIdPattern.test(holdId) ? holdId : reader.id("holdId"),
    };
  });
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
      if (!hold) refuse("not-found", `There is no hold ${holdId}; it was released`);
      const now = new Date();
      const expiresAt = holdExpiry(now, vendor);
      // A lapsed hold's props may have gone to someone else since: extending books them again, checked.
      const key = bookingKey.hold(holdId);
      const write = await changeBookings(db, tx, vendorId, {
        at: locationToBook(vendor, hold.locationId, { forStaff: true, what: "the hold" }),
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
    const caller = await customerAt(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).hold(holdId));
    return db.runTransaction(async (tx) => {
      const hold = (await tx.get(ref)).data() as Hold | undefined;
      // Released already (a retry, or the other side let it go): nothing left to do.
      if (!hold) return { ok: true } as const;
      // A production's hold is the production's: any of its coordinators lets it go, as staff do anyone's.
      const coordinator =
        hold.uid !== caller.uid && hold.productionList
          ? await coordinatorOf(db, tx, { vendorId, productionId: hold.productionList.productionId, caller })
          : false;
      if (hold.uid !== caller.uid && !coordinator) staffOf(call.auth, vendorId);
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

/**
 * Whether the caller coordinates the production (false when not a member: staff may still act); refuses a member in
 * another role, in words naming who can.
 */
async function coordinatorOf(
  db: Firestore,
  tx: Transaction,
  { vendorId, productionId, caller }: { vendorId: string; productionId: string; caller: CustomerCaller },
): Promise<boolean> {
  const production = (await tx.get(db.doc(vendorPaths(vendorId).production(productionId)))).data() as
    Production | undefined;
  const member = production?.members[caller.uid];
  if (!production || !member) return false;
  if (!mayDo(member.roles, "sendToHouse")) {
    refuse("permission-denied", `Only ${rolesThatMay("sendToHouse")} of ${production.name} can release its hold`);
  }
  return true;
}
