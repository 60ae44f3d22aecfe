import { describe, expect, it } from "vitest";
import type { CheckInEntry, HandoverSummary, Order } from "../order.js";
import {
  allAccountedFor,
  checkInProgress,
  checkInProgressLabel,
  returnReportProblem,
  returnedProblem,
  scanIn,
  withCheckIn,
} from "./check-in.js";

const lines = [
  { propId: "BPH-1", quantity: 2, note: "" },
  { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
];
const handover = (pieces: Record<string, number>): HandoverSummary => ({
  id: "h1",
  at: new Date("2027-03-01T15:00:00Z"),
  byName: "Sam",
  driverName: "Ray",
  pieces,
});
const entry = (key: string, condition: CheckInEntry["condition"], pieces: number, on = "2027-03-08"): CheckInEntry => ({
  id: `${key}-${condition}-${on}`,
  key,
  condition,
  pieces,
  on,
  at: new Date(`${on}T15:00:00Z`),
  byName: "Sam",
  note: "",
});
const out: Pick<Order, "lines" | "handovers" | "checkIns" | "status"> = {
  lines,
  status: "out",
  handovers: [handover({ "BPH-1": 2, "BPH-2/oak": 1 })],
  checkIns: [],
};

describe("scanIn", () => {
  it("counts a piece back on the prop's line with pieces still out", () => {
    expect(scanIn(out, " bph-2 ", "O-1")).toEqual({ kind: "counted", line: "BPH-2/oak", back: 1, out: 1 });
    expect(scanIn({ ...out, checkIns: [entry("BPH-1", "fine", 1)] }, "BPH-1", "O-1")).toEqual({
      kind: "counted",
      line: "BPH-1",
      back: 2,
      out: 2,
    });
  });

  it("refuses a stranger, one more than went out, one that never went, and an order not out, plainly", () => {
    expect(scanIn(out, "BPH-9", "O-1")).toEqual({
      kind: "refused",
      reason: "BPH-9 is not on order O-1: set it aside and look for its own order",
    });
    expect(scanIn({ ...out, checkIns: [entry("BPH-1", "damaged", 2)] }, "BPH-1", "O-1", () => "Lamp")).toEqual({
      kind: "refused",
      reason: "One too many: all 2 of Lamp that went out on order O-1 are checked in already",
    });
    expect(scanIn({ ...out, handovers: [handover({ "BPH-1": 2 })] }, "BPH-2", "O-1", () => "Chair (Oak)")).toEqual({
      kind: "refused",
      reason: "Chair (Oak) never went out on order O-1: it should be on the shelf, not on the truck",
    });
    expect(scanIn({ ...out, status: "returned" }, "BPH-1", "O-1")).toMatchObject({
      reason: "Order O-1 is returned already: everything on it is checked in",
    });
  });
});

describe("returnReportProblem", () => {
  const report = { key: "BPH-1", condition: "damaged" as const, pieces: 1, note: "Shade torn", charge: 4500 };
  it("takes damage with a note and a charge, and missing pieces without a charge", () => {
    expect(returnReportProblem(out, report, "O-1")).toBeNull();
    expect(returnReportProblem(out, { ...report, condition: "missing", note: "", charge: 0 }, "O-1")).toBeNull();
  });
  it("says what is wrong: too many pieces, no note, a charge on a missing piece, an unknown line", () => {
    expect(returnReportProblem(out, { ...report, pieces: 3 }, "O-1")).toBe(
      "BPH-1 on order O-1: pieces must be a whole number from 1 to 2 (still out), not 3",
    );
    expect(returnReportProblem(out, { ...report, note: "  " }, "O-1")).toBe(
      "BPH-1 on order O-1: say what the damage is, for the repair queue and the invoice",
    );
    expect(returnReportProblem(out, { ...report, condition: "missing", charge: 100 }, "O-1")).toMatch(
      /only damage is charged by hand/,
    );
    expect(returnReportProblem(out, { ...report, key: "BPH-7" }, "O-1")).toMatch(/has no line BPH-7/);
  });
});

describe("progress and returned", () => {
  it("counts what is back, damaged and missing, and is done when every piece went out and is accounted for", () => {
    const some = { ...out, checkIns: [entry("BPH-1", "fine", 1), entry("BPH-1", "damaged", 1)] };
    expect(checkInProgressLabel(checkInProgress(some))).toBe("Back 2 of 3 · 1 damaged");
    expect(allAccountedFor(some)).toBe(false);
    expect(returnedProblem(some, "O-1")).toBe(
      "Order O-1 still has 1 piece out: check it in at the dock (back, damaged or missing) before marking it returned",
    );
    const all = { ...some, checkIns: [...some.checkIns, entry("BPH-2/oak", "missing", 1)] };
    expect(allAccountedFor(all)).toBe(true);
    expect(returnedProblem(all, "O-1")).toBeNull();
    const partial = { ...out, handovers: [handover({ "BPH-1": 2 })], checkIns: [entry("BPH-1", "fine", 2)] };
    expect(allAccountedFor(partial)).toBe(false);
    expect(returnedProblem(partial, "O-1")).toBeNull();
  });

  it("merges fine pieces of one line on one day, and keeps each report of damage apart", () => {
    const merged = withCheckIn([entry("BPH-1", "fine", 1)], entry("BPH-1", "fine", 1));
    expect(merged.map((each) => [each.key, each.pieces])).toEqual([["BPH-1", 2]]);
    const apart = withCheckIn(merged, entry("BPH-1", "damaged", 1));
    expect(withCheckIn(apart, entry("BPH-1", "damaged", 1))).toHaveLength(3);
    expect(withCheckIn(merged, entry("BPH-1", "fine", 1, "2027-03-09"))).toHaveLength(2);
  });
});
