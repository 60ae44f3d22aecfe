import { describe, expect, it } from "vitest";
import { listenerBackoff, retryDelay } from "./retry-backoff.js";

describe("retryDelay", () => {
  it("waits 1 s, then twice as long each time, at most 4 hours", () => {
    expect(listenerBackoff).toEqual({ baseMs: 1000, factor: 2, capMs: 14_400_000 });
    const top = () => 1; // the upper bound of the jitter (Math.random stays just below it)
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, listenerBackoff, top))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(13, listenerBackoff, top)).toBe(8_192_000);
    expect(retryDelay(14, listenerBackoff, top)).toBe(14_400_000);
    expect(retryDelay(500, listenerBackoff, top)).toBe(14_400_000);
  });

  it("jitters between half and all of the nominal delay", () => {
    expect(retryDelay(3, listenerBackoff, () => 0)).toBe(4000);
    expect(retryDelay(3, listenerBackoff, () => 0.5)).toBe(6000);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelay(2, listenerBackoff);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});
