// What the server keeps of a prop's bookings: one document per prop (vendors/{id}/propBookings/{propId})
// holding every live booking of it. One document per prop is what makes booking safe: the
// transaction that books reads it, so two customers booking the last one conflict on it and the
// second sees the first's booking when Firestore runs it again. It also makes many props' bookings
// one read (getAll), for a 200-line set list.
import { type CalendarDate, formatCalendarDate } from "../calendar-date.js";
import type { StoredTransfer } from "../pickup-locations/transfers.js";
import { type Availability, type Booking, type DateRange, availabilityOf, isLive } from "./availability.js";

export { noEnd } from "./availability.js";

/**
 * A hold (a customer's tag on a set list, or an order waiting for staff to confirm it) lapses; an order does not; a
 * repair (a piece back damaged, or missing) takes its piece from the day it came back, with no end, until staff
 * clear it.
 */
export type BookingKind = "hold" | "order" | "repair";

export interface StoredBooking extends Booking {
  /** Which hold or order it is: bookingKey's, one booking per key and prop. */
  key: string;
  kind: BookingKind;
  /** The customer it is for. */
  uid: string;
  /**
   * The pickup location it takes its props from (vendor.json locations); absent for a tenant's home location, where
   * every booking made before it had more than one is (pickup-locations/location-bookings.ts).
   */
  locationId?: string;
}

export interface PropBookings {
  propId: string;
  bookings: StoredBooking[];
  /**
   * The prop's stock moved between pickup locations (transferStock): here so that the transaction that books reads them
   * with the bookings. Absent when it never moved.
   */
  transfers?: StoredTransfer[];
  /** Set with the first transfer: the "available for my dates" filter finds moved props by it, whatever their days. */
  hasTransfers?: true;
  /** The last return day of any booking ("" for none): availability for later dates needs no read. */
  lastDay: CalendarDate | "";
}

/** The key of a customer's hold on a set list (one per list), of an order's booking, and of a piece in repair. */
export const bookingKey = {
  hold: (setListId: string) => `hold:${setListId}`,
  order: (orderId: string) => `order:${orderId}`,
  repair: (repairId: string) => `repair:${repairId}`,
};

/** A prop's bookings without those under `keys`, with `next` added if given, and lapsed holds tidied away. */
export function withBooking(
  current: readonly StoredBooking[],
  keys: readonly string[],
  next: StoredBooking | null,
  now: Date,
): Pick<PropBookings, "bookings" | "lastDay"> {
  const kept = current.filter((booking) => !keys.includes(booking.key) && isLive(booking, now));
  const bookings = next ? [...kept, next] : kept;
  const lastDay = bookings.reduce<CalendarDate | "">((last, booking) => (booking.to > last ? booking.to : last), "");
  return { bookings, lastDay };
}

/**
 * A prop's bookings after `pieces` of it come back on an order: the order's booking of it takes that many fewer (gone
 * when none is left), so pieces back fine are free at once; pieces back damaged or missing are booked to the repair
 * queue instead (`repair`), from the day they came back with no end, so they stay unavailable until staff clear them.
 */
export function afterReturn(
  current: readonly StoredBooking[],
  { orderKey, pieces, repair }: { orderKey: string; pieces: number; repair: StoredBooking | null },
  now: Date,
): Pick<PropBookings, "bookings" | "lastDay"> {
  const order = current.find((booking) => booking.key === orderKey);
  const left = order ? order.quantity - pieces : 0;
  const kept = order && left > 0 ? { ...order, quantity: left } : null;
  const changed = withBooking(current, [orderKey], kept, now);
  return repair ? withBooking(changed.bookings, [repair.key], repair, now) : changed;
}

/** A line short of stock for the dates: how many were wanted and how many are free. */
export interface Shortfall extends Availability {
  propId: string;
  wanted: number;
}

/** How many of each prop some lines ask for, by prop id: stock is a prop's, whatever the lines' variants. */
export function quantitiesByProp(lines: readonly { propId: string; quantity: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.propId, (totals.get(line.propId) ?? 0) + line.quantity);
  return totals;
}

/**
 * The lines that cannot have what they want for `range`, leaving out the bookings under `ownKeys`
 * (re-holding a list, or ordering what one holds, must not count against itself). A prop whose
 * stock is not known (absent from `stock`) is not limited.
 */
export function shortfalls(
  lines: readonly { propId: string; quantity: number }[],
  stock: ReadonlyMap<string, number>,
  bookings: ReadonlyMap<string, readonly (Booking & Pick<StoredBooking, "key">)[]>,
  range: DateRange,
  now: Date,
  ownKeys: readonly string[] = [],
): Shortfall[] {
  const wanted = quantitiesByProp(lines);
  const short: Shortfall[] = [];
  for (const [propId, quantity] of wanted) {
    const have = stock.get(propId);
    if (have === undefined) continue;
    const others = (bookings.get(propId) ?? []).filter((booking) => !ownKeys.includes(booking.key));
    const availability = availabilityOf(have, others, range, now);
    if (availability.available < quantity) short.push({ propId, wanted: quantity, ...availability });
  }
  return short;
}

/** "2 of 3 available", "booked until Mar 14", "available": a prop's availability in a few words. */
export function availabilityLabel(availability: Omit<Availability, "conflicts">, locale: string): string {
  if (availability.stock === 0) return "out of stock";
  if (availability.available === 0) {
    return availability.bookedUntil
      ? `booked until ${formatCalendarDate(availability.bookedUntil, locale, "day")}`
      : "booked for these dates";
  }
  if (availability.available < availability.stock)
    return `${availability.available} of ${availability.stock} available`;
  return "available";
}

/** A line short of stock in a few words: "2 wanted, only 1 free", "1 wanted, booked until Mar 14". */
export function shortfallWords(
  line: Pick<Shortfall, "wanted" | "stock" | "available" | "bookedUntil">,
  locale: string,
): string {
  const free = line.available === 0 ? availabilityLabel(line, locale) : `only ${line.available} free`;
  return `${line.wanted} wanted, ${free}`;
}

/**
 * Why a booking cannot go ahead, one line per prop. The customer is told what is free (`named`
 * gives a prop's name); staff are also told which orders and holds take the rest.
 */
export function shortfallMessage(
  short: readonly Shortfall[],
  named: (propId: string) => string,
  locale: string,
  { withConflicts }: { withConflicts: boolean },
): string {
  return short
    .map((line) => {
      const taken = withConflicts && line.conflicts.length ? ` (taken by ${line.conflicts.join(", ")})` : "";
      return `${named(line.propId)}: ${shortfallWords(line, locale)}${taken}`;
    })
    .join("; ");
}
