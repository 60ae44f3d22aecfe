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
  propsAtLocation,
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
import { type BookingLocation, locationToBook, multipleLocations } from "../../shared/pickup-location.js";

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
      locationId: call.optionalLocationId("locationId"),
    };
  });
}

/**
 * Every prop's bookings document with a booking on or after `pickUpDate`; at a location, also those whose stock has
 * moved (a transfer changes its stock for good, whatever its bookings' days).
 */
async function bookedFrom(db: Firestore, collection: string, pickUpDate: string, withTransfers: boolean) {
  const booked = db.collection(collection).where("lastDay", ">=", pickUpDate).limit(availabilityReadLimit).get();
  const moved = withTransfers
    ? db.collection(collection).where("hasTransfers", "==", true).limit(availabilityReadLimit).get()
    : undefined;
  const docs = [...(await booked).docs, ...((await moved)?.docs ?? [])];
  return [...new Map(docs.map((doc) => [doc.id, doc])).values()];
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
    const { vendorId, pickUpDate, returnDate, propIds, ownHold, locationId } = readAvailabilityCall(call.data);
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
    const vendor = vendorSnap.data() as VendorDocument;
    const at = locationToBook(vendor, locationId, { forStaff: isStaff, what: "props" });
    // The other locations a customer could pick up from (staff see every one), for "3 free in Toronto".
    const others = multipleLocations(vendor).filter(
      (location) => location.id !== at?.id && (isStaff || location.isListed),
    );
    if (!isStaff) {
      // Staff look back at old orders; everyone else asks about dates they could still book.
      const problems = rentalDatesProblems(pickUpDate, returnDate, rentalDateBounds(vendor));
      if (problems.length) throw new ValidationError("readAvailability", fieldErrorsOf(problems));
      await limitVisitor(db, call, vendorId);
    }
    const range = { from: pickUpDate as CalendarDate, to: returnDate as CalendarDate };
    // Which bookings documents to read: the props asked about, or every prop booked on or after the pick-up.
    const bookingSnaps: DocumentSnapshot[] = propIds
      ? propIds.length
        ? await db.getAll(...[...new Set(propIds)].map((id) => db.doc(paths.propBooking(id))))
        : []
      : await bookedFrom(db, paths.propBookings, pickUpDate, at !== undefined);
    // A customer's own hold on the list they are looking at (or their production's) does not stand in its own way.
    const ownKey = ownHold && call.auth ? bookingKey.hold(ownHold) : null;
    const notOwn = (booking: StoredBooking) => !(booking.key === ownKey && booking.uid === call.auth?.uid);
    const booked = new Map(
      bookingSnaps.flatMap((snap) =>
        // A prop that was moved but never booked has transfers and no bookings.
        snap.exists ? [[snap.id, ((snap.data() as PropBookings).bookings ?? []).filter(notOwn)] as const] : [],
      ),
    );
    const transfers = new Map(
      bookingSnaps.flatMap((snap) => (snap.exists ? [[snap.id, (snap.data() as PropBookings).transfers ?? []]] : [])),
    );
    const stockIds = propIds ? [...new Set(propIds)] : [...booked.keys()];
    const propSnaps = stockIds.length
      ? await db.getAll(...stockIds.map((id) => db.doc(paths.prop(id))), {
          fieldMask: ["quantity", "listed", "stockByLocation"],
        })
      : [];
    // A hidden prop is the prop house's alone: no answer to a customer or visitor names it.
    const shown = (snap: DocumentSnapshot) => isStaff || !isHidden(snap.data());
    const props: Record<string, PropAvailability> = {};
    // For the filter, props with none in stock (at the location) are unavailable whatever their bookings.
    const noStock = propIds
      ? []
      : (
          await db
            .collection(paths.props)
            .where(at ? `stockByLocation.${at.id}` : "quantity", "==", 0)
            .select("listed")
            .limit(availabilityReadLimit)
            .get()
        ).docs;
    // A prop that has moved is counted below with its transfers (stock may have arrived where it had none).
    const unavailable = noStock.filter((doc) => shown(doc) && !transfers.get(doc.id)?.length).map((doc) => doc.id);
    const now = new Date();
    const stocked = new Map(
      propSnaps.flatMap((snap) => {
        const quantity = snap.get("quantity") as unknown;
        const split = snap.get("stockByLocation") as Record<string, number> | undefined;
        if (typeof quantity !== "number" || !shown(snap)) return [];
        return [[snap.id, { quantity, ...(split ? { stockByLocation: split } : {}) }] as const];
      }),
    );
    /** Each prop's availability at a location (everywhere, for a vendor with one). */
    const availabilityAt = (location: BookingLocation | undefined) => {
      const here = location ? propsAtLocation(location, stocked, booked, transfers) : undefined;
      return (propId: string, quantity: number) =>
        availabilityOf(
          here?.stock.get(propId) ?? quantity,
          here?.bookings.get(propId) ?? booked.get(propId) ?? [],
          range,
          now,
        );
    };
    const atChosen = availabilityAt(at);
    const atOthers = others.map(
      (location) => [location.id, availabilityAt({ id: location.id, homeId: at?.homeId ?? "" })] as const,
    );
    for (const [propId, { quantity }] of stocked) {
      const { conflicts, ...availability } = atChosen(propId, quantity);
      if (availability.available === 0) unavailable.push(propId);
      if (!propIds) continue;
      const elsewhere = Object.fromEntries(atOthers.map(([id, of]) => [id, of(propId, quantity).available]));
      props[propId] = {
        ...availability,
        ...(isStaff ? { conflicts } : {}),
        ...(atOthers.length ? { elsewhere } : {}),
      };
    }
    const partial =
      !propIds && (bookingSnaps.length >= availabilityReadLimit || noStock.length >= availabilityReadLimit);
    return partial ? { props, unavailable, partial } : { props, unavailable };
  }),
);
