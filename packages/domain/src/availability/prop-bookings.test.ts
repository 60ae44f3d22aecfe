// A prop's bookings as the server keeps them: replacing one, holds lapsing on a clock the test
// moves, the shortfalls a booking is refused for, and how availability reads.
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../calendar-date.js";
import { type StoredBooking, availabilityLabel, shortfallMessage, shortfalls, withBooking } from "./prop-bookings.js";

const day = (text: string) => text as CalendarDate;
const range = { from: day("2027-03-01"), to: day("2027-03-10") };
const heldAt = Date.parse("2027-02-20T12:00:00Z");
/** A clock the test sets: hours after the hold was placed. */
const fakeClock = (hours: number) => new Date(heldAt + hours * 3_600_000);
const holdHours = 48;

const booking = (key: string, quantity: number, extra: Partial<StoredBooking> = {}): StoredBooking => ({
  propId: "BPH-1",
  quantity,
  ...range,
  expiresAt: new Date(heldAt + holdHours * 3_600_000).toISOString(),
  ref: `hold by ${key}`,
  key,
  kind: "hold",
  uid: key,
  ...extra,
});

describe("holds on a clock", () => {
  const stock = new Map([["BPH-1", 2]]);
  const held = new Map([["BPH-1", [booking("hold:dana", 2)]]]);

  it("takes its props until the hold period ends, and nothing from then on", () => {
    expect(shortfalls([{ propId: "BPH-1", quantity: 1 }], stock, held, range, fakeClock(47.9))).toHaveLength(1);
    expect(shortfalls([{ propId: "BPH-1", quantity: 1 }], stock, held, range, fakeClock(48))).toEqual([]);
  });

  it("is tidied away by the next write after it lapses, and kept before", () => {
    const next = booking("order:A", 1, { kind: "order", expiresAt: null, ref: "order O-A" });
    expect(withBooking(held.get("BPH-1")!, [], next, fakeClock(1)).bookings).toHaveLength(2);
    expect(withBooking(held.get("BPH-1")!, [], next, fakeClock(49))).toEqual({
      bookings: [next],
      lastDay: "2027-03-10",
    });
  });
});

describe("withBooking", () => {
  it("replaces the bookings under the keys given and keeps the last return day", () => {
    const current = [booking("hold:dana", 1), booking("order:B", 1, { to: day("2027-04-02"), expiresAt: null })];
    const { bookings, lastDay } = withBooking(current, ["order:B"], null, fakeClock(0));
    expect(bookings.map((each) => each.key)).toEqual(["hold:dana"]);
    expect(lastDay).toBe("2027-03-10");
    expect(withBooking([], [], null, fakeClock(0)).lastDay).toBe("");
  });
});

describe("shortfalls", () => {
  const stock = new Map([
    ["BPH-1", 3],
    ["BPH-2", 1],
  ]);
  const bookings = new Map([
    ["BPH-1", [booking("order:A", 2, { expiresAt: null, ref: "order O-A" })]],
    ["BPH-2", [booking("hold:sam", 1, { propId: "BPH-2", to: day("2027-03-14"), ref: "hold by Sam" })]],
  ]);
  const lines = [
    { propId: "BPH-1", quantity: 2 },
    { propId: "BPH-2", quantity: 1 },
    { propId: "NOT-COUNTED", quantity: 5 },
  ];

  it("names each line short of stock, leaving out its own bookings and props with no known stock", () => {
    const short = shortfalls(lines, stock, bookings, range, fakeClock(0));
    expect(short.map(({ propId, wanted, available, bookedUntil }) => [propId, wanted, available, bookedUntil])).toEqual(
      [
        ["BPH-1", 2, 1, null],
        ["BPH-2", 1, 0, "2027-03-14"],
      ],
    );
    expect(shortfalls(lines, stock, bookings, range, fakeClock(0), ["order:A", "hold:sam"])).toEqual([]);
  });

  it("adds up a prop listed twice", () => {
    const twice = [
      { propId: "BPH-1", quantity: 1 },
      { propId: "BPH-1", quantity: 1 },
    ];
    expect(shortfalls(twice, stock, bookings, range, fakeClock(0))[0]?.wanted).toBe(2);
  });

  it("words them for a customer, and for staff with what is in the way", () => {
    const short = shortfalls(lines, stock, bookings, range, fakeClock(0));
    const named = (propId: string) => `Prop ${propId}`;
    expect(shortfallMessage(short, named, "en-US", { withConflicts: false })).toBe(
      "Prop BPH-1: 2 wanted, only 1 free; Prop BPH-2: 1 wanted, booked until Mar 14",
    );
    expect(shortfallMessage(short, named, "en-US", { withConflicts: true })).toBe(
      "Prop BPH-1: 2 wanted, only 1 free (taken by order O-A); " +
        "Prop BPH-2: 1 wanted, booked until Mar 14 (taken by hold by Sam)",
    );
  });
});

describe("availabilityLabel", () => {
  it.each([
    [{ stock: 3, available: 3, bookedUntil: null }, "available"],
    [{ stock: 3, available: 2, bookedUntil: null }, "2 of 3 available"],
    [{ stock: 3, available: 0, bookedUntil: day("2027-03-14") }, "booked until Mar 14"],
    [{ stock: 1, available: 0, bookedUntil: null }, "booked for these dates"],
    [{ stock: 0, available: 0, bookedUntil: null }, "out of stock"],
  ])("reads %o as %s", (availability, label) => {
    expect(availabilityLabel(availability, "en-US")).toBe(label);
  });
});
