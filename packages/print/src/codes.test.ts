import { describe, expect, it } from "vitest";
import { code128, itemNumberProblem, qrCode } from "./codes.js";

describe("the codes", () => {
  it("encodes Code 128 with its quiet zones: start, symbols, check and stop", () => {
    const code = code128("BPH-10092");
    // Every Code 128 symbol is 11 modules in 3 bars (the stop 13 in 4); 10 quiet modules each side.
    const symbols = (code.modules - 20 - 13) / 11;
    expect(Number.isInteger(symbols)).toBe(true);
    // The start, the data (digit pairs may share a symbol) and the check.
    expect(symbols).toBeGreaterThanOrEqual(7);
    expect(code.bars).toHaveLength(3 * symbols + 4);
    expect(code.bars[0]?.[0]).toBe(10);
  });

  it("encodes a QR code with a four-module quiet zone round a version 1 symbol for a short item number", () => {
    const code = qrCode("BPH-10092");
    expect(code.size).toBe(21 + 8);
    expect(Math.min(...code.runs.map(([row]) => row))).toBe(4);
    expect(Math.min(...code.runs.map(([, column]) => column))).toBe(4);
  });

  it("takes item numbers a scanner types back", () => {
    expect(itemNumberProblem("BPH-10092")).toBeNull();
    expect(itemNumberProblem("BPH_1")).toBeNull();
    expect(itemNumberProblem("")).toMatch(/must be/);
    expect(itemNumberProblem("BPH–1")).toMatch(/must be/);
    expect(itemNumberProblem("BPH-1 ")).toMatch(/must be/);
  });
});
