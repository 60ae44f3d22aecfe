import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeVlq, decodeVlqUint32, encodeVlq, unzigzag, zigzag } from "./vlq-text.js";

describe("VLQ text", () => {
  it("writes numbers under 32 as one character, larger ones as more", () => {
    expect(encodeVlq([0, 1, 31, 32, 1023, 1024])).toBe("ABf" + "gB" + "/f" + "ggB");
  });

  it("reads back any whole numbers up to 2^53, and those under 2^32 as a Uint32Array", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(40), fc.nat(), fc.maxSafeNat())), (numbers) => {
        expect([...decodeVlq(encodeVlq(numbers))]).toEqual(numbers);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(40), fc.integer({ min: 0, max: 2 ** 32 - 1 }))), (numbers) => {
        expect([...decodeVlqUint32(encodeVlq(numbers))]).toEqual(numbers);
      }),
    );
  });

  it("refuses what it cannot write, and damaged text", () => {
    expect(() => encodeVlq([-1])).toThrow(/not a whole number/);
    expect(() => encodeVlq([1.5])).toThrow(/not a whole number/);
    expect(() => decodeVlq("AB*")).toThrow(/damaged/);
    expect(() => decodeVlqUint32("g")).toThrow(/ends inside a number/);
  });

  it("zigzags signed numbers to small unsigned ones and back", () => {
    expect([0, -1, 1, -2, 2].map(zigzag)).toEqual([0, 1, 2, 3, 4]);
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 51), max: 2 ** 51 }), (n) => {
        expect(unzigzag(zigzag(n))).toBe(n);
      }),
    );
  });
});
