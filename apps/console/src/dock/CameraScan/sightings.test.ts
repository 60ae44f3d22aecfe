import { describe, expect, it } from "vitest";
import { type Sightings, noSightings, sight, sightingWindowMs } from "./sightings.js";

/** Reads `codes` in turn, one every `everyMs` from `startMs`; which of them counted. */
function fakeReads(codes: readonly string[], everyMs: number, startMs = 0, seen: Sightings = noSightings) {
  const counted: string[] = [];
  codes.forEach((code, index) => {
    const read = sight(seen, code, startMs + index * everyMs);
    seen = read.seen;
    if (read.counts) counted.push(code);
  });
  return { counted, seen };
}

describe("the camera's sightings", () => {
  it("count a label held in view once, however long it stays (ten seconds of reads)", () => {
    expect(fakeReads(Array<string>(67).fill("BPH-10432"), 150).counted).toEqual(["BPH-10432"]);
  });

  it("count it once through reads the camera missed, shorter than the window", () => {
    // Read at 0, 1.4 s and 2.8 s: never out of sight for 1.5 s.
    expect(fakeReads(["BPH-1", "BPH-1", "BPH-1"], sightingWindowMs - 100).counted).toEqual(["BPH-1"]);
  });

  it("count the same item number again once it has been out of sight for the window (the next piece)", () => {
    const first = fakeReads(["BPH-1", "BPH-1"], 150);
    const again = fakeReads(["BPH-1"], 0, 150 + sightingWindowMs, first.seen);
    expect([...first.counted, ...again.counted]).toEqual(["BPH-1", "BPH-1"]);
  });

  it("count each of two labels in view once, though the reader alternates between them", () => {
    expect(fakeReads(["BPH-1", "BPH-2", "BPH-1", "BPH-2", "BPH-1", "BPH-2"], 150).counted).toEqual(["BPH-1", "BPH-2"]);
  });

  it("forget codes not read for the window, so a long session holds only what is in view", () => {
    const { seen } = fakeReads(["BPH-1", "BPH-2", "BPH-3"], sightingWindowMs);
    expect([...seen.keys()]).toEqual(["BPH-3"]);
  });
});
