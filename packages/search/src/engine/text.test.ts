import { describe, expect, it } from "vitest";
import { allowedTypos, matchQuality, nameSortKey, termQuality, tokenize } from "./text.js";

describe("text", () => {
  it("tokenizes to lowercase words, folding accents", () => {
    expect(tokenize("Café Table, 1950s-era (Chrome)!")).toEqual(["cafe", "table", "1950s", "era", "chrome"]);
    expect(tokenize("  ")).toEqual([]);
  });

  it("sorts names by a folded, number-aware key", () => {
    const names = ["Desk 10", "desk 9", "Étagère", "Easel", "Desk 9b"];
    expect([...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1))).toEqual([
      "desk 9",
      "Desk 9b",
      "Desk 10",
      "Easel",
      "Étagère",
    ]);
  });

  it("allows no typo under 4 letters, one up to 7, two from 8", () => {
    expect([allowedTypos("cam"), allowedTypos("lamp"), allowedTypos("revolvr"), allowedTypos("typewritr")]).toEqual([
      0, 1, 1, 2,
    ]);
  });

  it("grades matches: exact, prefix, one typo, two typos, none", () => {
    expect(termQuality("stool", "stool")).toBe(matchQuality.exact);
    expect(termQuality("sto", "stool")).toBe(matchQuality.prefix);
    expect(termQuality("stoll", "stool")).toBe(matchQuality.oneTypo);
    expect(termQuality("tipewrtier", "typewriter")).toBe(matchQuality.twoTypos);
    expect(termQuality("stool", "desk")).toBe(0);
    expect(termQuality("cat", "car")).toBe(0);
  });
});
