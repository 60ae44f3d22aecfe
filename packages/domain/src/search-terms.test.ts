import { describe, expect, it } from "vitest";
import { quoteSearchTerms } from "./quote/quote-search.js";
import { limits } from "./limits.js";
import { customerSearchTerms } from "./vendor-user.js";
import { searchPrefixes, searchTerm } from "./search-terms.js";

const request = {
  contact: { name: "Zoë Kaufman-Ortiz", email: "zoe@astoria.example", company: "" },
  production: "The Night Diner",
};

describe("quote search terms", () => {
  it("finds a request by the start of any word of the customer or the production, accents aside", () => {
    const terms = quoteSearchTerms(request);
    for (const typed of ["Zoe", "zoë", "kauf", "Ortiz", "astoria", "night", "DINER", "the"]) {
      expect(terms).toContain(searchTerm(typed));
    }
    expect(terms).not.toContain(searchTerm("iner"));
    expect(terms).not.toContain("z");
  });

  it("keeps prefixes to 12 letters, and a long word typed is cut the same way", () => {
    const terms = quoteSearchTerms({ ...request, production: "Extraordinarily" });
    expect(terms).toContain("extraordinar");
    expect(terms).not.toContain("extraordinari");
    expect(searchTerm("Extraordinarily long")).toBe("extraordinar");
  });

  it("looks for the longest word typed, which narrows most", () => {
    expect(searchTerm("BPH-10093")).toBe("10093");
    expect(searchTerm("Jo Kaufman")).toBe("kaufman");
    expect(searchTerm("ab cd")).toBe("ab");
  });

  it("has nothing to search by for a single letter or punctuation", () => {
    expect(searchTerm("k")).toBeNull();
    expect(searchTerm(" -- ")).toBeNull();
    expect(searchTerm("")).toBeNull();
  });
});

describe("searchPrefixes", () => {
  it("finds a prop by its name or item number", () => {
    const terms = searchPrefixes("Rotary Payphone", "BPH-31120");
    for (const typed of ["rot", "payph", "bph", "31120"]) expect(terms).toContain(searchTerm(typed));
  });
});

describe("customerSearchTerms", () => {
  const customer = { firstName: "Dana", lastName: "Reyes", email: "dana@astoria.example", studio: "", production: "" };

  it("finds a customer by a name, their email, studio or production", () => {
    const terms = customerSearchTerms({ ...customer, studio: "Silvercup", production: "The Night Diner" });
    for (const typed of ["dan", "reyes", "astoria", "silver", "night"]) expect(terms).toContain(searchTerm(typed));
  });

  it("stays within the limit the rules hold it to, for the longest profile allowed", () => {
    const long = Array.from({ length: 40 }, (_, index) => `w${index.toString().padStart(10, "x")}`).join(" ");
    const terms = customerSearchTerms({ firstName: long, lastName: long, email: long, studio: long, production: long });
    expect(terms.length).toBeLessThanOrEqual(limits.user.searchTerms);
  });
});
