import { describe, expect, it } from "vitest";
import { closestMatch, editDistance } from "./closest-match.js";

describe("closestMatch", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("widht", "width")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("suggests only close names", () => {
    expect(closestMatch("widht", ["url", "width", "height"])).toBe("width");
    expect(closestMatch("colour", ["colors", "color"])).toBe("color");
    expect(closestMatch("banana", ["url", "width", "height"])).toBeUndefined();
  });
});
