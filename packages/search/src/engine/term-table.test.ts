import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TermList, TermTable } from "./term-table.js";
import { tokenize } from "./text.js";

describe("TermTable", () => {
  it("yields exactly the tokens of `tokenize`, for any text (2,000 random strings)", () => {
    const table = new TermTable();
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.constantFrom("Café Table, 1950s-era", "ÉTAGÈRE  étagère", "İstanbul Straße", "a1 B2 c3"),
    );
    fc.assert(
      fc.property(text, (value) => {
        const out = new TermList();
        table.scan(value, out);
        expect([...out.items.subarray(0, out.length)].map((term) => table.terms[term])).toEqual(tokenize(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives the same number to the same term, and keeps working as it grows", () => {
    const table = new TermTable();
    const out = new TermList();
    for (let i = 0; i < 10_000; i++) table.scan(`term${i} Term${i % 7}`, out);
    expect(table.terms).toHaveLength(10_000);
    expect(out.length).toBe(20_000);
    const again = new TermList();
    table.scan("TERM5 term9999", again);
    expect([...again.items.subarray(0, again.length)]).toEqual([5, 9999]);
  });
});
