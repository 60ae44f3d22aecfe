import { describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { editorLine, lineItem } from "./line-items.js";

const chair = {
  id: "BPH-1",
  name: "Bentwood chair",
  weeklyRate: 4500,
  quantity: 6,
  images: [],
  variants: [
    { id: "walnut", name: "Walnut", weeklyRate: 6000 },
    { id: "oak", name: "Oak" },
  ],
} as unknown as Prop;

describe("a set list's lines on the pages", () => {
  it("name and price a line by its variant, linking to the prop's page in it", () => {
    expect(editorLine({ propId: "BPH-1", variantId: "walnut", quantity: 2, note: "" }, chair)).toEqual({
      propId: "BPH-1",
      variantId: "walnut",
      name: "Bentwood chair",
      variantName: "Walnut",
      href: "/props/BPH-1?variant=walnut",
      quantity: 2,
      available: 6,
      weeklyRate: 6000,
    });
    expect(editorLine({ propId: "BPH-1", variantId: "oak", quantity: 1, note: "" }, chair)).toMatchObject({
      variantName: "Oak",
      weeklyRate: 4500,
    });
    expect(editorLine({ propId: "BPH-1", quantity: 1, note: "" }, chair)).toMatchObject({
      name: "Bentwood chair",
      href: "/props/BPH-1",
      weeklyRate: 4500,
    });
  });

  it("say on a line that its variant is no longer offered, keeping it to change or remove", () => {
    const line = editorLine({ propId: "BPH-1", variantId: "gold", quantity: 1, note: "" }, chair);
    expect(line).toMatchObject({ variantId: "gold", name: "Bentwood chair", href: "/props/BPH-1", weeklyRate: 4500 });
    // The domain's words (linePrice), naming the prop and the variant.
    expect(line.problem).toMatch(/^Bentwood chair \(BPH-1\) .*"gold"/);
    expect(line.variantName).toBeUndefined();
  });

  it("list a line on the quote and order forms with its variant's name", () => {
    expect(lineItem({ propId: "BPH-1", variantId: "walnut", quantity: 2 }, chair)).toEqual({
      propId: "BPH-1",
      variantId: "walnut",
      name: "Bentwood chair (Walnut)",
      quantity: 2,
    });
    expect(lineItem({ propId: "BPH-1", quantity: 1 }, chair)).toEqual({
      propId: "BPH-1",
      name: "Bentwood chair",
      quantity: 1,
    });
    expect(lineItem({ propId: "BPH-1", variantId: "gold", quantity: 1 }, chair).name).toBe("Bentwood chair");
    // The catalogue still loading, or the prop gone from it.
    expect(lineItem({ propId: "BPH-1", variantId: "oak", quantity: 1 }, undefined)).toEqual({
      propId: "BPH-1",
      variantId: "oak",
      name: "BPH-1",
      quantity: 1,
    });
  });
});
