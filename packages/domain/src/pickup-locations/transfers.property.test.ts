// Property: availability at a location with transfers on record is what a day-by-day count gives
// (each day's stock there: what it held, plus what has arrived by that day, less what has left by
// it; less what the live bookings there take that day; the least over the range, never below 0),
// on random stock, rentals and transfers between two locations.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Booking, availabilityOf, isLive } from "../availability/availability.js";
import { type CalendarDate, addDays } from "../calendar-date.js";
import { propsAtLocation } from "./location-bookings.js";
import type { StockTransfer } from "./transfers.js";

const start = "2027-03-01" as CalendarDate;
const day = (offset: number) => addDays(start, offset);
const now = new Date(`${day(5)}T15:00:00Z`);
const places = ["toronto", "vancouver"] as const;

const booking = fc
  .record({
    at: fc.constantFrom(...places),
    quantity: fc.integer({ min: 1, max: 3 }),
    from: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: 0, max: 12 }),
    lapsed: fc.boolean(),
  })
  .map(({ at, quantity, from, length, lapsed }) => ({
    at,
    booking: {
      propId: "HS-1",
      quantity,
      from: day(from),
      to: day(from + length),
      expiresAt: lapsed ? new Date(now.getTime() - 60_000).toISOString() : null,
      ref: `${at} ${from}+${length}`,
    } satisfies Booking,
  }));

const transfer = fc
  .record({
    id: fc.integer({ min: 1, max: 9999 }),
    from: fc.constantFrom(...places),
    quantity: fc.integer({ min: 1, max: 4 }),
    leaves: fc.integer({ min: 0, max: 40 }),
    onTheRoad: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ id, from, quantity, leaves, onTheRoad }): StockTransfer => ({
    id: `TR-${String(id)}`,
    propId: "HS-1",
    quantity,
    from,
    to: from === "toronto" ? "vancouver" : "toronto",
    leaves: day(leaves),
    arrives: day(leaves + onTheRoad),
  }));

/**
 * Availability at `locationId` as the server reads it (propsAtLocation, then the one arithmetic): `held` is what the
 * location held before the transfers on record, `bookings` its rentals.
 */
function availabilityAtLocation(
  locationId: string,
  held: number,
  bookings: readonly Booking[],
  transfers: readonly StockTransfer[],
  range: { from: CalendarDate; to: CalendarDate },
  at: Date,
) {
  const rentals = bookings.map((rental, index) => ({
    ...rental,
    ...{ key: `rental:${String(index)}`, kind: "order" as const, uid: "robin", locationId },
  }));
  const here = propsAtLocation(
    { id: locationId, homeId: "toronto" },
    new Map([["HS-1", { quantity: held, stockByLocation: { [locationId]: held } }]]),
    new Map([["HS-1", rentals]]),
    new Map([["HS-1", transfers]]),
  );
  return availabilityOf(here.stock.get("HS-1") ?? 0, here.bookings.get("HS-1") ?? [], range, at);
}

/** The wall calendar's answer for one location. */
function countedDayByDay(
  locationId: string,
  held: number,
  bookings: readonly Booking[],
  transfers: readonly StockTransfer[],
  range: { from: CalendarDate; to: CalendarDate },
): number {
  let least = Number.POSITIVE_INFINITY;
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const arrived = transfers
      .filter((move) => move.to === locationId && move.from !== move.to && move.arrives <= date)
      .reduce((sum, move) => sum + move.quantity, 0);
    const left = transfers
      .filter((move) => move.from === locationId && move.from !== move.to && move.leaves <= date)
      .reduce((sum, move) => sum + move.quantity, 0);
    const rented = bookings
      .filter((rental) => isLive(rental, now) && rental.from <= date && date <= rental.to)
      .reduce((sum, rental) => sum + rental.quantity, 0);
    least = Math.min(least, held + arrived - left - rented);
  }
  return Math.max(0, least);
}

describe("availability at a location, with transfers", () => {
  it("is the day-by-day count of what is there and not rented", () => {
    fc.assert(
      fc.property(
        fc.record({ toronto: fc.integer({ min: 0, max: 8 }), vancouver: fc.integer({ min: 0, max: 8 }) }),
        fc.array(booking, { maxLength: 8 }),
        fc.array(transfer, { maxLength: 5 }),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 0, max: 14 }),
        (held, rentals, transfers, from, length) => {
          const range = { from: day(from), to: day(from + length) };
          for (const place of places) {
            const here = rentals.filter((rental) => rental.at === place).map((rental) => rental.booking);
            const shown = availabilityAtLocation(place, held[place], here, transfers, range, now);
            expect(shown.available, place).toBe(countedDayByDay(place, held[place], here, transfers, range));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("names a transfer that takes the stock among the range's conflicts, and a hold here takes nothing there", () => {
    const move: StockTransfer = {
      id: "TR-1",
      propId: "HS-1",
      quantity: 2,
      from: "toronto",
      to: "vancouver",
      leaves: day(3),
      arrives: day(6),
    };
    const range = { from: day(4), to: day(8) };
    const atToronto = availabilityAtLocation("toronto", 2, [], [move], range, now);
    expect(atToronto).toMatchObject({ available: 0, bookedUntil: null, conflicts: ["transfer TR-1 to vancouver"] });
    const atVancouver = availabilityAtLocation("vancouver", 0, [], [move], { from: day(6), to: day(8) }, now);
    expect(atVancouver).toMatchObject({ stock: 2, available: 2, conflicts: [] });
    const beforeArrival = availabilityAtLocation("vancouver", 0, [], [move], range, now);
    expect(beforeArrival.available).toBe(0);
    expect(beforeArrival.conflicts).toEqual([`transfer TR-1 from toronto, arriving ${day(6)}`]);
  });
});
