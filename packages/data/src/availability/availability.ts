// How many of a prop are free for a rental's dates: its stock less what the bookings that share any
// of those days take at the busiest day. Bookings are confirmed and out orders, and holds until
// they lapse (a lapsed hold takes nothing, so stock comes free without anyone acting). A booking
// takes its props from pick-up to return day, both days included: a prop back on a Tuesday goes
// out again on Wednesday. Pure arithmetic: the server reads the bookings and calls this inside the
// transaction that books, so two customers cannot both get the last one.
import type { CalendarDate } from "../calendar-date.js";

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

const dayMs = 86_400_000;
const dayOf = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10) as CalendarDate;

/** Whether a booking still takes its props at `now` (an order always; a hold until it lapses). */
export const isLive = (booking: Pick<Booking, "expiresAt">, now: Date): boolean =>
  booking.expiresAt === null || Date.parse(booking.expiresAt) > now.getTime();

/** How many the live bookings take on each day they change it: [day, in use from that day on], in day order. */
function usageSteps(bookings: readonly Booking[]): [day: number, inUse: number][] {
  const changes = new Map<number, number>();
  for (const booking of bookings) {
    const start = dayOf(booking.from);
    const after = dayOf(booking.to) + 1;
    changes.set(start, (changes.get(start) ?? 0) + booking.quantity);
    changes.set(after, (changes.get(after) ?? 0) - booking.quantity);
  }
  let inUse = 0;
  return [...changes.entries()].sort(([a], [b]) => a - b).map(([day, change]) => [day, (inUse += change)]);
}

/** One prop's availability for `range`, from its stock and its bookings (any state; lapsed holds are left out). */
export function availabilityOf(stock: number, bookings: readonly Booking[], range: DateRange, now: Date): Availability {
  const live = bookings.filter((booking) => isLive(booking, now));
  const first = dayOf(range.from);
  const last = dayOf(range.to);
  const steps = usageSteps(live);
  // What is in use on a day is the last step at or before it.
  const inUseOn = (day: number) => {
    let inUse = 0;
    for (const [stepDay, value] of steps) {
      if (stepDay > day) break;
      inUse = value;
    }
    return inUse;
  };
  // The busiest day of the range is its first day or a day a step starts.
  const days = [first, ...steps.map(([day]) => day).filter((day) => day > first && day <= last)];
  const busiest = Math.max(...days.map(inUseOn));
  const available = Math.max(0, stock - busiest);
  const conflicts = live
    .filter((booking) => dayOf(booking.from) <= last && dayOf(booking.to) >= first)
    .map((booking) => booking.ref);
  if (available > 0) return { stock, available, bookedUntil: null, conflicts };

  // The first fully booked day in the range, then on to the day before one is free again.
  const full = days.filter((day) => inUseOn(day) >= stock).sort((a, b) => a - b)[0] ?? first;
  const freeAgain = steps.find(([day, inUse]) => day > full && inUse < stock)?.[0];
  return { stock, available, bookedUntil: freeAgain === undefined ? null : dateOf(freeAgain - 1), conflicts };
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

/** The range of a rental from pick-up to return, checked to run forwards. */
export function rentalRange(from: CalendarDate, to: CalendarDate): DateRange {
  if (dayOf(to) < dayOf(from)) throw new RangeError(`A rental returns on or after its pick-up: ${from} to ${to}`);
  return { from, to };
}

/** A hold placed at `now` lapses after the tenant's hold period. */
export const holdExpiry = (now: Date, holdHours: number): string =>
  new Date(now.getTime() + holdHours * 3_600_000).toISOString();
