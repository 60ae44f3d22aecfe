import { describe, expect, it } from "vitest";
import { lineKey, linePrice, sameLine, variantIdProblem, variantStock, withVariant } from "./prop-variants.js";
import { setListItemKey } from "./set-list.js";

const chair = {
  name: "Bentwood chair",
  weeklyRate: 4500,
  variants: [
    { id: "walnut", name: "Walnut", weeklyRate: 6000 },
    { id: "oak", name: "Oak" },
  ],
};

describe("a line's variant", () => {
  it("prices a line by its variant's rate, and by the prop's where the variant has none", () => {
    expect(linePrice(chair, "BPH-1", "walnut")).toEqual({
      name: "Bentwood chair (Walnut)",
      weeklyRate: 6000,
      variantName: "Walnut",
    });
    expect(linePrice(chair, "BPH-1", "oak")).toMatchObject({ name: "Bentwood chair (Oak)", weeklyRate: 4500 });
    expect(linePrice(chair, "BPH-1", undefined)).toEqual({ name: "Bentwood chair", weeklyRate: 4500 });
  });

  it("names the prop and the variant when the prop does not offer it", () => {
    expect(linePrice(chair, "BPH-1", "gold")).toEqual({
      problem: 'Bentwood chair (BPH-1) is not offered in the variant "gold"',
    });
    expect(linePrice({ name: "Lamp", weeklyRate: 100 }, "L-1", "walnut")).toHaveProperty("problem");
  });

  it("tells lines apart by prop and variant, and keys them without clashing", () => {
    expect(sameLine({ propId: "A" }, { propId: "A", variantId: "" })).toBe(true);
    expect(sameLine({ propId: "A", variantId: "x" }, { propId: "A" })).toBe(false);
    expect(lineKey({ propId: "A" })).toBe("A");
    expect(lineKey({ propId: "A", variantId: "x/y" })).toBe("A/x/y");
    expect(setListItemKey("list1", { propId: "A", variantId: "x" })).toBe("list1/A/x");
    expect(setListItemKey("list1", { propId: "A" })).toBe("list1/A");
  });

  it("counts a variant's own stock where it has one, else its prop's", () => {
    expect(variantStock({ quantity: 2 }, 6)).toBe(2);
    expect(variantStock({}, 6)).toBe(6);
    expect(variantStock(undefined, null)).toBeNull();
  });

  it("refuses a variant id that is not a short string, and leaves none out of a stored line", () => {
    expect(variantIdProblem(undefined)).toBeNull();
    expect(variantIdProblem("walnut")).toBeNull();
    expect(variantIdProblem(7)).toMatch(/must be the id of one of the prop's variants/);
    expect(variantIdProblem("x".repeat(65))).toMatch(/at most 64 characters/);
    expect(withVariant({ variantId: "" })).toEqual({});
    expect(withVariant({ variantId: "oak" })).toEqual({ variantId: "oak" });
  });
});
