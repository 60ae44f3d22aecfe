import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StoredBooking, shortfalls } from "../availability/prop-bookings.js";
import { type CalendarDate, addDays } from "../calendar-date.js";
import { bookingLocation, propsAtLocation } from "./location-bookings.js";
import type { StockTransfer } from "./transfers.js";

const start = "2027-03-01" as CalendarDate;
const day = (offset: number) => addDays(start, offset);
const now = new Date(`${start}T12:00:00Z`);
const range = { from: day(10), to: day(14) };
const docks = { toronto: { id: "toronto", homeId: "toronto" }, vancouver: { id: "vancouver", homeId: "toronto" } };

const booking = (key: string, quantity: number, locationId?: string): StoredBooking => ({
  key,
  kind: "hold",
  uid: "sam",
  propId: "HS-1",
  quantity,
  from: day(9),
  to: day(12),
  expiresAt: null,
  ref: key,
  ...(locationId ? { locationId } : {}),
});

describe("what a pickup location has of some props", () => {
  const props = new Map([["HS-1", { quantity: 4, stockByLocation: { toronto: 1, vancouver: 3 } }]]);

  it("takes a hold at one location from that location's stock only", () => {
    const bookings = new Map([["HS-1", [booking("hold:a", 1, "vancouver")]]]);
    const line = (quantity: number) => [{ propId: "HS-1", quantity }];
    const atVancouver = propsAtLocation(docks.vancouver, props, bookings);
    expect(shortfalls(line(2), atVancouver.stock, atVancouver.bookings, range, now)).toEqual([]);
    expect(shortfalls(line(3), atVancouver.stock, atVancouver.bookings, range, now)).toHaveLength(1);
    const atToronto = propsAtLocation(docks.toronto, props, bookings);
    expect(shortfalls(line(1), atToronto.stock, atToronto.bookings, range, now)).toEqual([]);
  });

  it("counts a booking that names no location at the home location", () => {
    expect(bookingLocation(booking("order:old", 1), "toronto")).toBe("toronto");
    const bookings = new Map([["HS-1", [booking("order:old", 1)]]]);
    expect(
      propsAtLocation(docks.toronto, props, bookings)
        .bookings.get("HS-1")
        ?.map((b) => b.key),
    ).toEqual(["order:old"]);
    expect(propsAtLocation(docks.vancouver, props, bookings).bookings.get("HS-1")).toEqual([]);
  });

  it("adds a transfer's pieces to its destination on arrival, and takes them from its source on leaving", () => {
    const move: StockTransfer = {
      ...{ id: "TR-1", propId: "HS-1", quantity: 2, from: "vancouver", to: "toronto" },
      ...{ leaves: day(5), arrives: day(8) },
    };
    const transfers = new Map([["HS-1", [move]]]);
    const atToronto = propsAtLocation(docks.toronto, props, new Map(), transfers);
    expect(atToronto.stock.get("HS-1")).toBe(3);
    const line = [{ propId: "HS-1", quantity: 3 }];
    expect(shortfalls(line, atToronto.stock, atToronto.bookings, range, now)).toEqual([]);
    const early = shortfalls(line, atToronto.stock, atToronto.bookings, { from: day(6), to: day(9) }, now);
    expect(early[0]).toMatchObject({ available: 1, conflicts: [`transfer TR-1 from vancouver, arriving ${day(8)}`] });
    const atVancouver = propsAtLocation(docks.vancouver, props, new Map(), transfers);
    expect(shortfalls(line, atVancouver.stock, atVancouver.bookings, range, now)[0]).toMatchObject({ available: 1 });
  });

  it("leaves a one-location tenant's answers exactly as they were", () => {
    const home = { id: "bowery-prop-house", homeId: "bowery-prop-house" };
    const arbitraryBooking = fc
      .record({ quantity: fc.integer({ min: 1, max: 3 }), from: fc.nat(20), length: fc.nat(8), n: fc.nat(99) })
      .map(({ quantity, from, length, n }) => ({
        ...booking(`order:${String(n)}`, quantity),
        from: day(from),
        to: day(from + length),
      }));
    fc.assert(
      fc.property(
        fc.nat(6),
        fc.array(arbitraryBooking, { maxLength: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(20),
        (quantity, list, wanted, from) => {
          const stock = new Map([["HS-1", quantity]]);
          const bookings = new Map([["HS-1", list]]);
          const dates = { from: day(from), to: day(from + 3) };
          const lines = [{ propId: "HS-1", quantity: wanted }];
          const here = propsAtLocation(home, new Map([["HS-1", { quantity }]]), bookings);
          expect(shortfalls(lines, here.stock, here.bookings, dates, now)).toEqual(
            shortfalls(lines, stock, bookings, dates, now),
          );
        },
      ),
    );
  });
});
