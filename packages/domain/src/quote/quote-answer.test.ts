import { describe, expect, it } from "vitest";
import { limits } from "../limits.js";
import { quotedLineProblems } from "./quote-answer.js";

describe("quotedLineProblems", () => {
  it("accepts priced lines, free ones included", () => {
    expect(
      quotedLineProblems([
        { propId: "BPH-10432", quantity: 6, weeklyRate: 1250 },
        { propId: "BPH-20817", quantity: 1, weeklyRate: 0 },
      ]),
    ).toEqual([]);
  });

  it("names every field that is wrong, by line", () => {
    expect(
      quotedLineProblems([
        { propId: "", quantity: 1.5, weeklyRate: 12.5 },
        { propId: "BPH-1", quantity: 1000, weeklyRate: limits.staff.weeklyRate + 1 },
        { propId: "BPH-1", quantity: 1, weeklyRate: 1 },
        null,
      ]),
    ).toEqual([
      { field: "lines.0.propId", message: "must be a catalogue prop id" },
      { field: "lines.0.quantity", message: "must be a whole number from 1 to 999" },
      { field: "lines.0.weeklyRate", message: "must be a whole number of cents from 0 to 100,000,000" },
      { field: "lines.1.quantity", message: "must be a whole number from 1 to 999" },
      { field: "lines.1.weeklyRate", message: "must be a whole number of cents from 0 to 100,000,000" },
      { field: "lines.2.propId", message: "lists BPH-1 twice: change the quantity instead" },
      { field: "lines.3.propId", message: "must be a catalogue prop id" },
      { field: "lines.3.quantity", message: "must be a whole number from 1 to 999" },
      { field: "lines.3.weeklyRate", message: "must be a whole number of cents from 0 to 100,000,000" },
    ]);
  });

  it("wants a list of at least one line and at most the quote limit", () => {
    expect(quotedLineProblems("BPH-1")).toEqual([{ field: "lines", message: "must be a list of priced props" }]);
    expect(quotedLineProblems([])).toEqual([{ field: "lines", message: "must hold at least one prop to price" }]);
    const many = Array.from({ length: limits.quote.lines + 1 }, (_, index) => ({
      propId: `P-${index}`,
      quantity: 1,
      weeklyRate: 1,
    }));
    expect(quotedLineProblems(many)).toEqual([{ field: "lines", message: "must hold at most 500 props" }]);
  });

  it("prices a prop once per variant, and refuses the same variant twice or a bad variant id", () => {
    const walnut = { propId: "BPH-1", variantId: "walnut", quantity: 1, weeklyRate: 100 };
    const plain = { propId: "BPH-1", quantity: 1, weeklyRate: 100 };
    expect(quotedLineProblems([walnut, plain, { ...walnut, variantId: "oak" }])).toEqual([]);
    expect(quotedLineProblems([walnut, walnut, { ...plain, variantId: 3 }])).toEqual([
      { field: "lines.1.propId", message: "lists BPH-1/walnut twice: change the quantity instead" },
      { field: "lines.2.variantId", message: "must be the id of one of the prop's variants (at most 64 characters)" },
    ]);
  });
});
