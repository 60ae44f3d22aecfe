// Booking props inside a command's transaction: read the props' stock and their bookings
// documents, check every line fits its dates (availabilityOf, the one arithmetic), then write the
// new booking. Firestore runs a transaction again when a document it read has changed, so of two
// customers booking the last one the second is checked again against the first's booking, and
// refused. Reads come first in a Firestore transaction, so this reads and returns the writes.
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import {
  type BookingKind,
  type DateRange,
  type PropBookings,
  type StoredTransfer,
  type StockedProp,
  type StoredBooking,
  limits,
  propsAtLocation,
  quantitiesByProp,
  shortfallMessage,
  shortfalls,
  withBooking,
} from "@backlot/domain";
import { isPropId } from "../../shared/call-data.js";
import { refuse } from "../../shared/callable-errors.js";
import { refuseHiddenProps } from "../catalogue/hidden-props.js";
import { vendorSetting } from "../../shared/vendor-document.js";
import type { BookingLocation } from "../../shared/pickup-location.js";

/** What a customer or staff member books: some props for some dates, under one key. */
export interface NewBooking {
  lines: readonly { propId: string; quantity: number }[];
  range: DateRange;
  key: string;
  kind: BookingKind;
  expiresAt: string | null;
  ref: string;
  uid: string;
  /** What a customer is told when a line is a hidden prop (hidden-props.ts: takeItOff); staff bookings skip it. */
  whenHidden?: string;
  /**
   * The days to check, when not the whole range: a rental under way is checked from today (remainingRange), as the
   * days gone by can be booked by no one. The booking itself still runs over `range`.
   */
  checkRange?: DateRange;
  /**
   * Of `lines`, the props a customer newly asks for, checked against hidden ones: an add-on's (an order keeps what it
   * has, hidden since or not). All of them when absent.
   */
  newPropIds?: readonly string[];
}

export interface BookingChange {
  /** Bookings to take away, under these keys, from these props (the hold an order replaces, a released one). */
  release: { keys: readonly string[]; propIds: readonly string[] };
  book: NewBooking | null;
  /**
   * A vendor with more than one pickup location: where `book` takes its props from (locationToBook), checked against
   * that location's stock and bookings alone, and stored on the booking. Absent for a vendor with one.
   */
  at?: BookingLocation | undefined;
  now: Date;
  /** Staff are told which orders and holds are in the way; a customer only what is free. */
  forStaff: boolean;
}

/** The stock, name and bookings of some props, read in `tx` (a prop without a number for stock is not limited). */
export async function readPropBookings(db: Firestore, tx: Transaction, vendorId: string, propIds: readonly string[]) {
  const paths = vendorPaths(vendorId);
  const ids = [...new Set(propIds)];
  const refs = ids.flatMap((propId) => [db.doc(paths.prop(propId)), db.doc(paths.propBooking(propId))]);
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  const stocked = new Map<string, StockedProp>();
  const names = new Map<string, string>();
  const props = new Map<string, DocumentSnapshot>();
  const bookings = new Map<string, StoredBooking[]>();
  const transfers = new Map<string, StoredTransfer[]>();
  ids.forEach((propId, index) => {
    const snap = snaps[index * 2];
    if (snap) props.set(propId, snap);
    const prop = snap?.data() as { name?: unknown; quantity?: unknown; stockByLocation?: unknown } | undefined;
    if (typeof prop?.quantity === "number") {
      const split = prop.stockByLocation;
      stocked.set(propId, {
        quantity: prop.quantity,
        ...(typeof split === "object" && split !== null ? { stockByLocation: split as Record<string, number> } : {}),
      });
    }
    if (typeof prop?.name === "string") names.set(propId, prop.name);
    const booked = snaps[index * 2 + 1]?.data() as PropBookings | undefined;
    bookings.set(propId, booked?.bookings ?? []);
    transfers.set(propId, booked?.transfers ?? []);
  });
  return { stocked, names, bookings, transfers, props };
}

/**
 * Set lists are the customer's own writing, and the rules cannot look inside their lines: a line is
 * booked only with a prop id and a whole quantity within the limits (a negative one would free stock).
 */
function checkLines(lines: NewBooking["lines"]): void {
  const bad = lines.find(
    (line) =>
      !isPropId(line.propId) ||
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.quantity > limits.setList.quantity,
  );
  if (bad) {
    refuse(
      "invalid-argument",
      `The line for ${JSON.stringify(bad.propId)} needs a prop id and a quantity from 1 to ` +
        `${limits.setList.quantity}; change it on the set list and try again`,
    );
  }
}

/**
 * Checks `change.book` fits beside every other booking and returns the writes that make the
 * change; refuses, naming each short prop, when it does not fit.
 */
export async function changeBookings(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  change: BookingChange,
): Promise<() => void> {
  const { release, book, now } = change;
  if (book) checkLines(book.lines);
  const propIds = [...release.propIds, ...(book?.lines.map((line) => line.propId) ?? [])];
  const { stocked, names, bookings, transfers, props } = await readPropBookings(db, tx, vendorId, propIds);
  const gone = book?.lines.find((line) => !names.has(line.propId));
  if (gone) refuse("failed-precondition", `Prop ${gone.propId} is no longer in the catalogue; remove it and try again`);
  // A customer's new booking may not take a hidden prop; staff moving an order on may (it was listed when placed).
  if (book && !change.forStaff)
    refuseHiddenProps(
      (book.newPropIds ?? book.lines.map((line) => line.propId)).map((propId) => props.get(propId)),
      book.whenHidden ?? "Ask the prop house about it",
    );
  const keys = [...release.keys, ...(book ? [book.key] : [])];
  if (book) {
    // At a location: its stock (transfers counted) and its bookings; a one-location vendor: all of them.
    const here = change.at
      ? propsAtLocation(change.at, stocked, bookings, transfers)
      : { stock: new Map([...stocked].map(([propId, prop]) => [propId, prop.quantity])), bookings };
    const short = shortfalls(book.lines, here.stock, here.bookings, book.checkRange ?? book.range, now, keys);
    if (short.length) {
      const named = (propId: string) => `${names.get(propId) ?? "A prop"} (${propId})`;
      refuse(
        "failed-precondition",
        `Not enough free for these dates: ${shortfallMessage(short, named, "en-US", {
          withConflicts: change.forStaff,
        })}. ` +
          (change.forStaff
            ? "Change the dates or quantities, or free the conflicting bookings."
            : "Change the dates or quantities, or ask the prop house."),
        {
          shortfalls: short.map(({ propId, wanted, available, bookedUntil }) => ({
            propId,
            wanted,
            available,
            bookedUntil,
          })),
        },
      );
    }
  }
  const wanted = quantitiesByProp(book?.lines ?? []);
  return () => {
    for (const propId of new Set(propIds)) {
      const quantity = wanted.get(propId);
      const next: StoredBooking | null =
        book && quantity
          ? {
              ...book.range,
              propId,
              quantity,
              key: book.key,
              kind: book.kind,
              expiresAt: book.expiresAt,
              ref: book.ref,
              uid: book.uid,
              ...(change.at ? { locationId: change.at.id } : {}),
            }
          : null;
      const doc: Omit<PropBookings, "transfers"> = {
        propId,
        ...withBooking(bookings.get(propId) ?? [], keys, next, now),
      };
      // Merged: the prop's transfers stay as they are.
      tx.set(db.doc(vendorPaths(vendorId).propBooking(propId)), doc, { merge: true });
    }
  };
}

/** When a hold placed or extended at `now` lapses, for the vendor's hold period (the tenant's holdHours). */
export function holdExpiry(now: Date, vendor: { holdHours?: number }): string {
  return new Date(now.getTime() + vendorSetting(vendor, "holdHours") * 3_600_000).toISOString();
}
