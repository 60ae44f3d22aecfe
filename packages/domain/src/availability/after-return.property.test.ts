// Property (issue 34): a partial return frees exactly what came back fine. On random stock, other orders across the
// rental, an order's booking and a random run of returns (fine, damaged or missing), the prop's availability for the
// rental after each return equals a plain count: stock less the other orders, less what the order still has out, less
// what sits in the repair queue. Damaged and missing pieces stay taken, for the rental and after it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, addDays } from "../calendar-date.js";
import type { ReturnCondition } from "../order.js";
import { availabilityOf } from "./availability.js";
import { type StoredBooking, afterReturn, bookingKey, noEnd } from "./prop-bookings.js";

const from = "2027-03-01" as CalendarDate;
const to = addDays(from, 13);
const now = new Date("2027-03-05T12:00:00Z");
const orderKey = bookingKey.order("O1");

const booking = (key: string, quantity: number, range = { from, to }): StoredBooking => ({
  ...range,
  propId: "BPH-1",
  quantity,
  key,
  kind: key.startsWith("repair") ? "repair" : "order",
  expiresAt: null,
  ref: key,
  uid: "u1",
});

const world = fc
  .record({
    others: fc.integer({ min: 0, max: 5 }),
    ordered: fc.integer({ min: 1, max: 8 }),
    spare: fc.integer({ min: 0, max: 4 }),
    returns: fc.array(
      fc.record({
        pieces: fc.integer({ min: 1, max: 3 }),
        condition: fc.constantFrom<ReturnCondition>("fine", "damaged", "missing"),
        day: fc.integer({ min: 0, max: 13 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map((each) => ({ ...each, stock: each.others + each.ordered + each.spare }));

describe("afterReturn", () => {
  it("frees exactly the pieces back fine, for the rental's dates, and keeps the rest in repair", () => {
    fc.assert(
      fc.property(world, ({ stock, others, ordered, returns }) => {
        let bookings = [booking("order:other", others), booking(orderKey, ordered)].filter((each) => each.quantity);
        let out = ordered;
        let fine = 0;
        let inRepair = 0;
        returns.forEach((each, index) => {
          const pieces = Math.min(each.pieces, out);
          if (pieces === 0) return;
          const repair =
            each.condition === "fine"
              ? null
              : booking(bookingKey.repair(`R${index}`), pieces, { from: addDays(from, each.day), to: noEnd });
          bookings = afterReturn(bookings, { orderKey, pieces, repair }, now).bookings;
          out -= pieces;
          if (each.condition === "fine") fine += pieces;
          else inRepair += pieces;
          expect(availabilityOf(stock, bookings, { from, to }, now).available).toBe(stock - others - ordered + fine);
          const later = { from: addDays(to, 1), to: addDays(to, 30) };
          expect(availabilityOf(stock, bookings, later, now).available).toBe(stock - inRepair);
          expect(bookings.find((each) => each.key === orderKey)?.quantity ?? 0).toBe(out);
        });
      }),
    );
  });
});
