// Property: on random stock, bookings (orders and holds, some lapsed) and date ranges, the
// availability equals a day-by-day brute-force count: what is free on the busiest day, when a
// fully booked prop comes free again, and which bookings share a day with the range.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, addDays } from "../calendar-date.js";
import { type Booking, type DateRange, availabilityFor, availabilityOf, isLive } from "./availability.js";

const start = "2027-03-01" as CalendarDate;
const now = new Date("2027-03-01T12:00:00Z");
const day = (offset: number) => addDays(start, offset);

/** Day by day, as a person with a wall calendar would count. */
function reference(stock: number, bookings: readonly Booking[], range: DateRange) {
  const live = bookings.filter((booking) => isLive(booking, now));
  const inUse = (date: CalendarDate) =>
    live.filter((booking) => booking.from <= date && date <= booking.to).reduce((sum, b) => sum + b.quantity, 0);
  let busiest = 0;
  let firstFull: CalendarDate | null = null;
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    busiest = Math.max(busiest, inUse(date));
    if (firstFull === null && stock > 0 && inUse(date) >= stock) firstFull = date;
  }
  const available = Math.max(0, stock - busiest);
  let bookedUntil: CalendarDate | null = null;
  if (available === 0 && firstFull !== null) {
    bookedUntil = firstFull;
    while (inUse(addDays(bookedUntil, 1)) >= stock) bookedUntil = addDays(bookedUntil, 1);
  }
  const conflicts = live.filter((booking) => booking.from <= range.to && booking.to >= range.from);
  return { stock, available, bookedUntil, conflicts: conflicts.map((booking) => booking.ref) };
}

const booking = fc
  .record({
    propId: fc.constantFrom("BPH-1", "BPH-2"),
    quantity: fc.integer({ min: 1, max: 4 }),
    from: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 0, max: 20 }),
    // An order, a live hold, or a hold that lapsed an hour ago.
    kind: fc.constantFrom("order", "hold", "lapsed"),
  })
  .map(({ propId, quantity, from, length, kind }): Booking => ({
    propId,
    quantity,
    from: day(from),
    to: day(from + length),
    expiresAt:
      kind === "order" ? null : new Date(now.getTime() + (kind === "hold" ? 3_600_000 : -3_600_000)).toISOString(),
    ref: `${kind} ${propId} ${from}+${length} x${quantity}`,
  }));

const range = fc
  .record({ from: fc.integer({ min: 0, max: 50 }), length: fc.integer({ min: 0, max: 25 }) })
  .map(({ from, length }): DateRange => ({ from: day(from), to: day(from + length) }));

describe("availability", () => {
  it("equals the day-by-day count for any stock, bookings and range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.array(booking, { maxLength: 12 }), range, (stock, all, dates) => {
        const mine = all.filter((each) => each.propId === "BPH-1");
        expect(availabilityOf(stock, mine, dates, now)).toEqual(reference(stock, mine, dates));
      }),
      { numRuns: 500 },
    );
  });

  it("answers for many props at once, each from its own bookings", () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 16 }), range, (all, dates) => {
        const stock = new Map([
          ["BPH-1", 3],
          ["BPH-2", 1],
          ["BPH-3", 2],
        ]);
        const found = availabilityFor(stock, all, dates, now);
        for (const [propId, quantity] of stock) {
          const mine = all.filter((each) => each.propId === propId);
          expect(found.get(propId)).toEqual(reference(quantity, mine, dates));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("says how long a prop is booked, and frees a lapsed hold's stock without anyone acting", () => {
    const order = { propId: "BPH-1", quantity: 1, from: day(3), to: day(9), expiresAt: null, ref: "order O-1" };
    const hold = { ...order, from: day(10), to: day(12), expiresAt: "2027-03-02T12:00:00Z", ref: "hold by Dana" };
    expect(availabilityOf(1, [order, hold], { from: day(5), to: day(6) }, now)).toEqual({
      stock: 1,
      available: 0,
      bookedUntil: day(12),
      conflicts: ["order O-1"],
    });
    const later = new Date("2027-03-02T12:00:01Z");
    expect(availabilityOf(1, [order, hold], { from: day(5), to: day(6) }, later).bookedUntil).toBe(day(9));
    expect(availabilityOf(1, [order, hold], { from: day(10), to: day(11) }, later)).toEqual({
      stock: 1,
      available: 1,
      bookedUntil: null,
      conflicts: [],
    });
  });
});
