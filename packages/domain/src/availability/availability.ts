// How many of a prop are free for a rental's dates: its stock less what the bookings that share any
// of those days take at the busiest day. Bookings are confirmed and out orders, and holds until
// they lapse (a lapsed hold takes nothing, so stock comes free without anyone acting). A booking
// takes its props from pick-up to return day, both days included: a prop back on a Tuesday goes
// out again on Wednesday. Pure arithmetic: the server reads the bookings and calls this inside the
// transaction that books, so two customers cannot both get the last one.
import { type CalendarDate, addDays } from "../calendar-date.js";

export interface Booking {
  propId: string;
  quantity: number;
  /** Pick-up day: the first day the props are away. */
  from: CalendarDate;
  /** Return day: the last day they are away. */
  to: CalendarDate;
  /** When a hold lapses (ISO 8601); null for an order, which holds its props until it is returned or cancelled. */
  expiresAt: string | null;
  /** What holds them, to name it in a conflict ("order O-8JD2KQ0A", "hold by Dana Reyes"). */
  ref: string;
}

/** The last day of a booking with no end (a piece in the repair queue): calendar dates sort as text, so it is last. */
export const noEnd = "9999-12-31" as CalendarDate;

export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

export interface Availability {
  stock: number;
  /** How many are free on every day of the range (0 at the least). */
  available: number;
  /** When none is free: the last day of the fully booked stretch that meets the range ("booked until Mar 14"). */
  bookedUntil: CalendarDate | null;
  /** The live bookings that share a day with the range, as their refs. */
  conflicts: string[];
}

/** Whether a booking still takes its props at `now` (an order always; a hold until it lapses). */
export const isLive = (booking: Pick<Booking, "expiresAt">, now: Date): boolean =>
  booking.expiresAt === null || Date.parse(booking.expiresAt) > now.getTime();

/** How many the bookings take from each day they change it on: [day, in use from that day on], in day order. */
function usageSteps(bookings: readonly Booking[]): [day: CalendarDate, inUse: number][] {
  const changes = new Map<CalendarDate, number>();
  for (const booking of bookings) {
    changes.set(booking.from, (changes.get(booking.from) ?? 0) + booking.quantity);
    // A booking with no end never gives its pieces back.
    if (booking.to >= noEnd) continue;
    const back = addDays(booking.to, 1);
    changes.set(back, (changes.get(back) ?? 0) - booking.quantity);
  }
  let inUse = 0;
  // Calendar dates ("2027-03-01") sort as text.
  return [...changes.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, change]) => [day, (inUse += change)]);
}

/** One prop's availability for `range`, from its stock and its bookings (any state; lapsed holds are left out). */
export function availabilityOf(stock: number, bookings: readonly Booking[], range: DateRange, now: Date): Availability {
  // A quantity that is not a whole number above 0 takes nothing (it could only have come from bad data).
  const live = bookings.filter(
    (booking) => isLive(booking, now) && Number.isInteger(booking.quantity) && booking.quantity > 0,
  );
  const steps = usageSteps(live);
  // What is in use on the range's first day, then from each day within it that changes it.
  let atStart = 0;
  const within: [CalendarDate, number][] = [];
  for (const [day, used] of steps) {
    if (day <= range.from) atStart = used;
    else if (day <= range.to) within.push([day, used]);
  }
  const usage: [CalendarDate, number][] = [[range.from, atStart], ...within];
  const busiest = Math.max(...usage.map(([, used]) => used));
  const firstFull = usage.find(([, used]) => used >= stock)?.[0] ?? null;
  const available = Math.max(0, stock - busiest);
  const conflicts = live
    .filter((booking) => booking.from <= range.to && booking.to >= range.from)
    .map((booking) => booking.ref);
  if (available > 0 || firstFull === null) return { stock, available, bookedUntil: null, conflicts };
  // Fully booked from firstFull on, to the day before one comes free again.
  const full = firstFull;
  const freeAgain = steps.find(([day, used]) => day > full && used < stock)?.[0];
  return { stock, available, bookedUntil: freeAgain === undefined ? null : addDays(freeAgain, -1), conflicts };
}

/** Availability for many props at once: their stock by id, and the bookings of any of them. */
export function availabilityFor(
  stock: ReadonlyMap<string, number>,
  bookings: readonly Booking[],
  range: DateRange,
  now: Date,
): Map<string, Availability> {
  const byProp = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const list = byProp.get(booking.propId);
    if (list) list.push(booking);
    else byProp.set(booking.propId, [booking]);
  }
  return new Map(
    [...stock.entries()].map(([propId, quantity]) => [
      propId,
      availabilityOf(quantity, byProp.get(propId) ?? [], range, now),
    ]),
  );
}
