import { expect, it } from "vitest";
import { boundedEditDistance } from "./edit-distance.js";

it("measures edit distance within a bound, counting a swap as one", () => {
  expect(boundedEditDistance("chiar", "chair", 1)).toBe(1);
  expect(boundedEditDistance("revolvr", "revolver", 1)).toBe(1);
  expect(boundedEditDistance("stool", "desk", 1)).toBe(2);
  expect(boundedEditDistance("typewritr", "typewriter", 2)).toBe(1);
  expect(boundedEditDistance("abcdefgh", "hgfedcba", 2)).toBe(3);
});
