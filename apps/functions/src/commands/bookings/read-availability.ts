// readAvailability: how many of some props are free for a rental's dates, for anyone (the cards,
// a prop's page, a set list), or which props have none free (the "available for my dates" filter).
// Computed here from the bookings documents with the same arithmetic the booking commands check
// with. Lapsed holds count for nothing, so what is read is right without anything tidying them.
// Anyone may ask, so every question is bounded: dates from today to the vendor's horizon (staff may
// look back), at most availabilityReadLimit documents read, and visitors limited by their address.
import { type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { type CallableRequest, onCall } from "firebase-functions/v2/https";
import { maxPageSize } from "@backlot/search";
import { vendorPaths } from "@backlot/data";
import {
  type CalendarDate,
  type PropAvailability,
  type PropBookings,
  type ReadAvailabilityCall,
  type ReadAvailabilityResult,
  type StoredBooking,
  ValidationError,
  availabilityOf,
  availabilityReadLimit,
  availabilityVisitorRateLimit,
  bookingKey,
  fieldErrorsOf,
  limits,
  rentalDatesProblems,
} from "@backlot/domain";
import { productionHoldIdPattern } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { isPropId, readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { addressKey, isAnonymous, isStaffToken } from "../../shared/callers.js";
import { isHidden } from "../catalogue/hidden-props.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { type VendorDocument, rentalDateBounds } from "../../shared/vendor-document.js";

function readAvailabilityCall(data: unknown): ReadAvailabilityCall {
  return readCall("readAvailability", data, (call) => {
    const { pickUpDate, returnDate, propIds } = call.data;
    for (const problem of rentalDatesProblems(pickUpDate, returnDate)) call.fail(problem.field, problem.message);
    let ids: string[] | null = null;
    if (Array.isArray(propIds)) {
      if (propIds.length > limits.setList.lines)
        call.fail("propIds", `must list at most ${limits.setList.lines} props`);
      ids = propIds.filter(isPropId);
      if (ids.length !== propIds.length) call.fail("propIds", 'must be prop ids (letters, digits, "_" and "-")');
    } else if (propIds !== null) call.fail("propIds", "must be a list of prop ids, or null for every booked prop");
    const given = call.data.ownHold;
    // A set list's id, or a production list's hold's (productionHoldId).
    const ownHold =
      given == null
        ? null
        : typeof given === "string" && productionHoldIdPattern.test(given)
          ? given
          : call.id("ownHold");
    return {
      vendorId: call.vendorId(),
      pickUpDate: String(pickUpDate),
      returnDate: String(returnDate),
      propIds: ids,
      ownHold,
    };
  });
}

/** A visitor (no account, or an anonymous session) is counted by address: a new session buys no more questions. */
async function limitVisitor(db: Firestore, call: CallableRequest, vendorId: string): Promise<void> {
  if (call.auth && !isAnonymous(call.auth)) return;
  await db.runTransaction(async (tx) => {
    const slot = await rateLimitSlot(
      db,
      tx,
      { vendorId, caller: addressKey(call), limit: availabilityVisitorRateLimit },
      (retryAt) =>
        refuse(
          "resource-exhausted",
          `Too many availability checks from your address; try again after ${retryAt.toISOString().slice(11, 19)} ` +
            "UTC, or log in",
        ),
    );
    slot.take();
  });
}

export const readAvailability = onCall<ReadAvailabilityCall, Promise<ReadAvailabilityResult>>((call) =>
  answering(async () => {
    const { vendorId, pickUpDate, returnDate, propIds, ownHold } = readAvailabilityCall(call.data);
    // Anyone may ask, so a visitor asks about a page of cards at a time; a customer, a whole set list.
    if (!call.auth && propIds && propIds.length > maxPageSize) {
      refuse("invalid-argument", `Ask about at most ${maxPageSize} props at once, or log in to check a set list`);
    }
    const isStaff = isStaffToken(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const vendorSnap = await db.doc(paths.vendor).get();
    if (!vendorSnap.exists)
      refuse("not-found", `No vendor ${vendorId} on this server (run \`backlot catalogue push\`)`);
    if (!isStaff) {
      // Staff look back at old orders; everyone else asks about dates they could still book.
      const problems = rentalDatesProblems(
        pickUpDate,
        returnDate,
        rentalDateBounds(vendorSnap.data() as VendorDocument),
      );
      if (problems.length) throw new ValidationError("readAvailability", fieldErrorsOf(problems));
      await limitVisitor(db, call, vendorId);
    }
    const range = { from: pickUpDate as CalendarDate, to: returnDate as CalendarDate };
    // Which bookings documents to read: the props asked about, or every prop booked on or after the pick-up.
    const bookingSnaps: DocumentSnapshot[] = propIds
      ? propIds.length
        ? await db.getAll(...[...new Set(propIds)].map((id) => db.doc(paths.propBooking(id))))
        : []
      : (await db.collection(paths.propBookings).where("lastDay", ">=", pickUpDate).limit(availabilityReadLimit).get())
          .docs;
    // A customer's own hold on the list they are looking at (or their production's) does not stand in its own way.
    const ownKey = ownHold && call.auth ? bookingKey.hold(ownHold) : null;
    const notOwn = (booking: StoredBooking) => !(booking.key === ownKey && booking.uid === call.auth?.uid);
    const booked = new Map(
      bookingSnaps.flatMap((snap) =>
        snap.exists ? [[snap.id, (snap.data() as PropBookings).bookings.filter(notOwn)] as const] : [],
      ),
    );
    const stockIds = propIds ? [...new Set(propIds)] : [...booked.keys()];
    const propSnaps = stockIds.length
      ? await db.getAll(...stockIds.map((id) => db.doc(paths.prop(id))), { fieldMask: ["quantity", "listed"] })
      : [];
    // A hidden prop is the prop house's alone: no answer to a customer or visitor names it.
    const shown = (snap: DocumentSnapshot) => isStaff || !isHidden(snap.data());
    const props: Record<string, PropAvailability> = {};
    // For the filter, props with none in stock are unavailable whatever their bookings.
    const noStock = propIds
      ? []
      : (
          await db
            .collection(paths.props)
            .where("quantity", "==", 0)
            .select("listed")
            .limit(availabilityReadLimit)
            .get()
        ).docs;
    const unavailable = noStock.filter(shown).map((doc) => doc.id);
    const now = new Date();
    for (const snap of propSnaps) {
      const quantity = snap.get("quantity") as unknown;
      if (typeof quantity !== "number" || !shown(snap)) continue;
      const { conflicts, ...availability } = availabilityOf(quantity, booked.get(snap.id) ?? [], range, now);
      if (availability.available === 0) unavailable.push(snap.id);
      if (propIds) props[snap.id] = isStaff ? { ...availability, conflicts } : availability;
    }
    const partial =
      !propIds && (bookingSnaps.length >= availabilityReadLimit || noStock.length >= availabilityReadLimit);
    return partial ? { props, unavailable, partial } : { props, unavailable };
  }),
);
