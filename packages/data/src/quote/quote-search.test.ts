import { describe, expect, it } from "vitest";
import { quoteSearchTerm, quoteSearchTerms, searchPrefixes } from "./quote-search.js";

const request = {
  contact: { name: "Zoë Kaufman-Ortiz", email: "zoe@astoria.example", company: "" },
  production: "The Night Diner",
};

describe("quote search terms", () => {
  it("finds a request by the start of any word of the customer or the production, accents aside", () => {
    const terms = quoteSearchTerms(request);
    for (const typed of ["Zoe", "zoë", "kauf", "Ortiz", "astoria", "night", "DINER", "the"]) {
      expect(terms).toContain(quoteSearchTerm(typed));
    }
    expect(terms).not.toContain(quoteSearchTerm("iner"));
    expect(terms).not.toContain("z");
  });

  it("keeps prefixes to 12 letters, and a long word typed is cut the same way", () => {
    const terms = quoteSearchTerms({ ...request, production: "Extraordinarily" });
    expect(terms).toContain("extraordinar");
    expect(terms).not.toContain("extraordinari");
    expect(quoteSearchTerm("Extraordinarily long")).toBe("extraordinar");
  });

  it("has nothing to search by for a single letter or punctuation", () => {
    expect(quoteSearchTerm("k")).toBeNull();
    expect(quoteSearchTerm(" -- ")).toBeNull();
    expect(quoteSearchTerm("")).toBeNull();
  });
});

describe("searchPrefixes", () => {
  it("finds a prop by its name or item number", () => {
    const terms = searchPrefixes("Rotary Payphone", "BPH-31120");
    for (const typed of ["rot", "payph", "bph", "31120"]) expect(terms).toContain(quoteSearchTerm(typed));
  });
});
