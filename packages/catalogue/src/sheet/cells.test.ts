import { describe, expect, it } from "vitest";
import { readAmount } from "./cells.js";
import { photoReferences } from "./read-rows.js";

describe("photoReferences", () => {
  it("keeps spaces in file names and commas inside addresses, and splits between references", () => {
    expect(photoReferences("Red chair.jpg; Red chair 2.jpg")).toEqual(["Red chair.jpg", "Red chair 2.jpg"]);
    expect(photoReferences("a.jpg, b.jpg|c.jpg\nd.jpg")).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg"]);
    expect(photoReferences("https://cdn.example/w_400,h_300/x.jpg https://cdn.example/y.jpg")).toEqual([
      "https://cdn.example/w_400,h_300/x.jpg",
      "https://cdn.example/y.jpg",
    ]);
    expect(photoReferences("/catalogue/images/A-1-960.jpg /catalogue/images/A-2-960.jpg")).toEqual([
      "/catalogue/images/A-1-960.jpg",
      "/catalogue/images/A-2-960.jpg",
    ]);
  });
});

describe("readAmount", () => {
  it("reads a spreadsheet's binary fractions as the amount they show, and no further", () => {
    expect(readAmount(49.50000000000001, "USD")).toEqual({ ok: true, value: 4950 });
    expect(readAmount(0.1 + 0.2, "USD")).toEqual({ ok: true, value: 30 });
    expect(readAmount(12.345, "USD")).toEqual({
      ok: false,
      message: '"12.345" is not an amount of USD; write it like 45.00',
    });
    expect(readAmount(1500, "JPY")).toEqual({ ok: true, value: 1500 });
  });
});
