// Property: an extension or an add-on checked the way extendOrder and addToOrder check it (the order's lines over
// what is left of the rental, its own booking left out) never overbooks a day from today on, and is refused only when
// some day of the rest of the rental would be: on random stock, other orders and holds, and changes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StoredBooking, shortfalls, withBooking } from "./availability/prop-bookings.js";
import { isLive } from "./availability/availability.js";
import { type CalendarDate, addDays } from "./calendar-date.js";
import { remainingRange } from "./order-change.js";

const start = "2027-03-01" as CalendarDate;
const day = (offset: number) => addDays(start, offset);
const today = day(10);
const now = new Date(`${today}T15:00:00Z`);
const key = "order:mine";

/** Pieces of the prop the live bookings take on `date`, as a wall calendar counts them. */
const inUse = (bookings: readonly StoredBooking[], date: CalendarDate) =>
  bookings
    .filter((booking) => isLive(booking, now) && booking.from <= date && date <= booking.to)
    .reduce((sum, booking) => sum + booking.quantity, 0);

const other = fc
  .record({
    quantity: fc.integer({ min: 1, max: 3 }),
    from: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 0, max: 15 }),
    kind: fc.constantFrom("order", "hold", "lapsed"),
  })
  .map(({ quantity, from, length, kind }): StoredBooking => ({
    propId: "BPH-1",
    quantity,
    from: day(from),
    to: day(from + length),
    expiresAt:
      kind === "order" ? null : new Date(now.getTime() + (kind === "hold" ? 3_600_000 : -3_600_000)).toISOString(),
    ref: `${kind} ${from}+${length} x${quantity}`,
    // Made unique as each is let in (admitted).
    key: `${kind}:${from}:${length}:${quantity}`,
    kind: kind === "order" ? "order" : "hold",
    uid: "someone",
  }));

/** Bookings as the server would have let them in, one by one, each checked from today on. */
function admitted(stock: number, candidates: readonly StoredBooking[]): StoredBooking[] {
  let kept: StoredBooking[] = [];
  candidates.forEach((candidate, index) => {
    const booking = { ...candidate, key: `${candidate.key}:${index}` };
    const range = { from: booking.from > today ? booking.from : today, to: booking.to };
    if (booking.to < today) return;
    const byProp = new Map([["BPH-1", kept]]);
    const short = shortfalls([booking], new Map([["BPH-1", stock]]), byProp, range, now);
    if (short.length === 0) kept = withBooking(kept, [], booking, now).bookings;
  });
  return kept;
}

/** What extendOrder and addToOrder do with one prop: check the rest of the rental, then replace the order's booking. */
function change(
  stock: number,
  bookings: readonly StoredBooking[],
  order: { pickUpDate: CalendarDate; returnDate: CalendarDate; quantity: number },
) {
  const range = remainingRange(order, today);
  const short = shortfalls(
    [{ propId: "BPH-1", quantity: order.quantity }],
    new Map([["BPH-1", stock]]),
    new Map([["BPH-1", bookings]]),
    range,
    now,
    [key],
  );
  if (short.length > 0) return { refused: true as const, range };
  const next: StoredBooking = {
    propId: "BPH-1",
    quantity: order.quantity,
    from: order.pickUpDate,
    to: order.returnDate,
    expiresAt: null,
    ref: "order mine",
    key,
    kind: "order",
    uid: "me",
  };
  return { refused: false as const, range, after: withBooking(bookings, [key], next, now).bookings };
}

const scenario = fc.record({
  stock: fc.integer({ min: 1, max: 6 }),
  others: fc.array(other, { maxLength: 10 }),
  pickUp: fc.integer({ min: 0, max: 14 }),
  length: fc.integer({ min: 1, max: 14 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  extendBy: fc.integer({ min: 1, max: 20 }),
  addQuantity: fc.integer({ min: 0, max: 3 }),
});

describe("changing an order during its rental", () => {
  it("never overbooks a day from today on, and refuses only when a day of the rest of the rental is short", () => {
    fc.assert(
      fc.property(scenario, ({ stock, others, pickUp, length, quantity, extendBy, addQuantity }) => {
        const pickUpDate = day(pickUp);
        const returnDate = day(pickUp + length);
        // The order as it stands, let in like any other booking (it may not have been: then it is not there).
        const mine: StoredBooking = {
          propId: "BPH-1",
          quantity,
          from: pickUpDate,
          to: returnDate,
          expiresAt: null,
          ref: "order mine",
          key,
          kind: "order",
          uid: "me",
        };
        const before = admitted(stock, [mine, ...others]);
        if (!before.some((booking) => booking.key.startsWith(key))) return;
        const booked = before.map((booking) => (booking.key.startsWith(key) ? { ...booking, key } : booking));
        // An extension (extendBy days), an add-on (addQuantity more, the same dates), or both at once.
        const wanted = { pickUpDate, returnDate: day(pickUp + length + extendBy), quantity: quantity + addQuantity };
        const outcome = change(stock, booked, wanted);
        const last = day(pickUp + length + extendBy + 5);
        if (!outcome.refused) {
          for (let date = today; date <= last; date = addDays(date, 1))
            expect(inUse(outcome.after, date)).toBeLessThanOrEqual(stock);
          return;
        }
        // Refused: some day of the rest of the rental has too few free beside the others.
        const othersOnly = booked.filter((booking) => booking.key !== key);
        let short = false;
        for (let date = outcome.range.from; date <= outcome.range.to; date = addDays(date, 1))
          if (inUse(othersOnly, date) + wanted.quantity > stock) short = true;
        expect(short).toBe(true);
      }),
      { numRuns: 800 },
    );
  });
});
