import { describe, expect, it } from "vitest";
import { stockAt, stockAtEachLocation, stockSplitProblem } from "./stock-at-location.js";

const locations = ["toronto", "vancouver"];

describe("stock at a pickup location", () => {
  it("is all at the first location for a prop whose stock was never split (a one-location tenant's every prop)", () => {
    const prop = { quantity: 5 };
    expect(stockAt(prop, "toronto", "toronto")).toBe(5);
    expect(stockAt(prop, "vancouver", "toronto")).toBe(0);
    expect(stockAtEachLocation(prop, locations)).toEqual(
      new Map([
        ["toronto", 5],
        ["vancouver", 0],
      ]),
    );
  });

  it("is the split's count where the prop is split, 0 where it names none", () => {
    const prop = { quantity: 5, stockByLocation: { vancouver: 5 } };
    expect(stockAt(prop, "vancouver", "toronto")).toBe(5);
    expect(stockAt(prop, "toronto", "toronto")).toBe(0);
  });

  it("says what is wrong with a split, and where", () => {
    expect(stockSplitProblem({ quantity: 5 }, locations)).toBeNull();
    expect(stockSplitProblem({ quantity: 5, stockByLocation: { toronto: 2, vancouver: 3 } }, locations)).toBeNull();
    expect(stockSplitProblem({ quantity: 5, stockByLocation: { calgary: 5 } }, locations)).toBe(
      'names a location "calgary" the tenant does not have (it has toronto, vancouver)',
    );
    expect(stockSplitProblem({ quantity: 5, stockByLocation: { toronto: 2.5, vancouver: 2.5 } }, locations)).toBe(
      "holds 2.5 at toronto: write a whole number, 0 or more",
    );
    expect(stockSplitProblem({ quantity: 5, stockByLocation: { toronto: 2, vancouver: 2 } }, locations)).toBe(
      "holds 4 across its locations but its quantity is 5: make them agree",
    );
  });
});
