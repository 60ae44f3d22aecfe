import { describe, expect, it } from "vitest";
import { contrastRatio, mix, parseHex, toHex } from "./colour.js";

describe("colour", () => {
  it("parses short and long hex colours", () => {
    expect(parseHex("#fff")).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex("#B3261E")).toEqual({ r: 179, g: 38, b: 30 });
    expect(parseHex("red")).toBeUndefined();
    expect(parseHex("#12345")).toBeUndefined();
  });

  it("computes WCAG contrast ratios", () => {
    const black = { r: 0, g: 0, b: 0 };
    const white = { r: 255, g: 255, b: 255 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio(parseHex("#767676")!, white)).toBeCloseTo(4.54, 2);
  });

  it("mixes colours and formats them back", () => {
    expect(toHex(mix({ r: 200, g: 100, b: 0 }, { r: 0, g: 0, b: 0 }, 0.5))).toBe("#643200");
  });
});
