import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Order } from "../order.js";
import {
  awaitingHandover,
  checkOutProgress,
  checkOutProgressLabel,
  checkOutTickProblem,
  handoverProblem,
  scanOut,
} from "./check-out.js";

const lines = [
  { propId: "BPH-1", quantity: 2, note: "" },
  { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
  { propId: "BPH-2", variantId: "walnut", quantity: 1, note: "" },
];
const confirmed = { lines, status: "confirmed" as Order["status"] };

describe("scanOut", () => {
  it("counts a scan on the prop's first line with pieces to go, whatever the case typed", () => {
    expect(scanOut(confirmed, "bph-1", "O-1")).toEqual({ kind: "counted", line: "BPH-1", scanned: 1, quantity: 2 });
    expect(scanOut({ ...confirmed, scannedOut: { "BPH-2/oak": 1 } }, " BPH-2\n", "O-1")).toEqual({
      kind: "counted",
      line: "BPH-2/walnut",
      scanned: 1,
      quantity: 1,
    });
  });

  it("refuses a stranger prop and one too many, plainly", () => {
    expect(scanOut(confirmed, "BPH-9", "O-1")).toEqual({
      kind: "refused",
      reason: "BPH-9 is not on order O-1: keep it off the truck",
    });
    const full = { ...confirmed, scannedOut: { "BPH-2/oak": 1, "BPH-2/walnut": 1 } };
    expect(scanOut(full, "BPH-2", "O-1", (key) => (key.endsWith("oak") ? "Chair (Oak)" : "Chair (Walnut)"))).toEqual({
      kind: "refused",
      reason: "One too many: all 2 of Chair (Oak), Chair (Walnut) on the order are scanned out already",
    });
  });

  it("takes scans only on a confirmed order or one already out", () => {
    expect(scanOut({ ...confirmed, status: "placed" }, "BPH-1", "O-1")).toMatchObject({
      reason: "Order O-1 is not confirmed yet: confirm it, then check it out",
    });
    expect(scanOut({ ...confirmed, status: "returned" }, "BPH-1", "O-1")).toMatchObject({
      reason: "Order O-1 is returned: nothing more goes out on it",
    });
    expect(scanOut({ ...confirmed, status: "out" }, "BPH-1", "O-1")).toMatchObject({ kind: "counted" });
  });

  it("never counts more pieces of a line than it has, however many scans", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("BPH-1", "BPH-2", "BPH-9"), { maxLength: 12 }), (codes) => {
        const scannedOut: Record<string, number> = {};
        let counted = 0;
        for (const code of codes) {
          const outcome = scanOut({ ...confirmed, scannedOut }, code, "O-1");
          if (outcome.kind === "counted") {
            scannedOut[outcome.line] = outcome.scanned;
            counted++;
          }
        }
        for (const line of lines)
          expect(
            scannedOut[line.variantId ? `${line.propId}/${line.variantId}` : line.propId] ?? 0,
          ).toBeLessThanOrEqual(line.quantity);
        const wanted = { "BPH-1": 2, "BPH-2": 2, "BPH-9": 0 };
        const expected = Object.entries(wanted).reduce(
          (sum, [code, room]) => sum + Math.min(room, codes.filter((each) => each === code).length),
          0,
        );
        expect(counted).toBe(expected);
        expect(checkOutProgress({ lines, scannedOut }).scanned).toBe(expected);
      }),
    );
  });
});

describe("hand-overs", () => {
  const handover = (pieces: Record<string, number>) => ({
    id: "h1",
    at: new Date(),
    byName: "sam",
    driverName: "Jo Driver",
    pieces,
  });

  it("hands over what is scanned and not yet signed for; a later hand-over takes the rest", () => {
    const first = { ...confirmed, scannedOut: { "BPH-1": 1, "BPH-2/oak": 1 } };
    expect(awaitingHandover(first)).toEqual({ "BPH-1": 1, "BPH-2/oak": 1 });
    expect(handoverProblem(first, "O-1")).toBeNull();
    const later = {
      ...first,
      status: "out" as const,
      scannedOut: { "BPH-1": 2, "BPH-2/oak": 1 },
      handovers: [handover({ "BPH-1": 1, "BPH-2/oak": 1 })],
    };
    expect(awaitingHandover(later)).toEqual({ "BPH-1": 1 });
    expect(checkOutProgress(later)).toEqual({ scanned: 3, total: 4, handedOver: 2 });
    expect(checkOutProgressLabel(checkOutProgress(later))).toBe("Scanned 3 of 4");
  });

  it("refuses a hand-over of nothing", () => {
    expect(handoverProblem(confirmed, "O-1")).toBe(
      "Nothing on order O-1 is scanned out and waiting for the driver: scan the pieces first",
    );
  });

  it("lets a tick by hand set a line's count, never below what a driver signed for", () => {
    const order = { ...confirmed, status: "out" as const, handovers: [handover({ "BPH-1": 1 })] };
    expect(checkOutTickProblem(order, "BPH-1", 2, "O-1")).toBeNull();
    expect(checkOutTickProblem(order, "BPH-1", 0, "O-1")).toBe(
      "BPH-1 on order O-1: scanned out must be a whole number from 1 (handed over already) to 2, not 0",
    );
    expect(checkOutTickProblem(order, "BPH-3", 1, "O-1")).toMatch(/has no line BPH-3/);
  });
});
