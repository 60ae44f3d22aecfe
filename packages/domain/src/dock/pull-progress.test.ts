import { describe, expect, it } from "vitest";
import { pullProgress, pullProgressLabel, pullTickProblem } from "./pull-progress.js";

const lines = [
  { propId: "BPH-1", quantity: 3, note: "" },
  { propId: "BPH-2", variantId: "walnut", quantity: 2, note: "" },
];

describe("pullProgress", () => {
  it("counts pieces per line, never more than a line's quantity", () => {
    expect(pullProgress({ lines })).toEqual({ pulled: 0, total: 5, done: false });
    expect(pullProgress({ lines, pulled: { "BPH-1": 3, "BPH-2/walnut": 1 } })).toEqual({
      pulled: 4,
      total: 5,
      done: false,
    });
    expect(pullProgress({ lines, pulled: { "BPH-1": 9, "BPH-2/walnut": 2, "BPH-9": 4 } })).toEqual({
      pulled: 5,
      total: 5,
      done: true,
    });
  });

  it("says it the way the order shows it", () => {
    expect(pullProgressLabel({ pulled: 12, total: 15, done: false })).toBe("Pulled 12 of 15");
  });
});

describe("pullTickProblem", () => {
  const order = { lines, status: "confirmed" as const };

  it("takes a count from 0 to the line's quantity on an order not yet out", () => {
    expect(pullTickProblem(order, "BPH-1", 0, "O-1")).toBeNull();
    expect(pullTickProblem(order, "BPH-2/walnut", 2, "O-1")).toBeNull();
    expect(pullTickProblem({ ...order, status: "placed" }, "BPH-1", 3, "O-1")).toBeNull();
  });

  it("refuses a line the order does not have, a count out of range, and an order already out", () => {
    expect(pullTickProblem(order, "BPH-2", 1, "O-1")).toMatch(/has no line BPH-2/);
    expect(pullTickProblem(order, "BPH-1", 4, "O-1")).toMatch(/from 0 to 3, not 4/);
    expect(pullTickProblem(order, "BPH-1", 1.5, "O-1")).toMatch(/whole number/);
    expect(pullTickProblem({ ...order, status: "out" }, "BPH-1", 1, "O-1")).toMatch(/is out/);
  });
});
