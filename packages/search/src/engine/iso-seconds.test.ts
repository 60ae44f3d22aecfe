import { describe, expect, it } from "vitest";
import { isoSeconds } from "./iso-seconds.js";

describe("isoSeconds", () => {
  it("agrees with Date.parse, for the common form read by hand and for others", () => {
    const texts = [
      "2026-11-22T10:30:00Z",
      "2026-11-22T10:30:00.123Z",
      "2026-11-22T10:30:00.999Z",
      "1969-07-20T20:17:40Z",
      "1970-01-01T00:00:00Z",
      "1600-02-29T23:59:59Z",
      "1900-03-01T00:00:00Z",
      "2000-02-29T12:00:00Z",
      "2100-12-31T23:59:59.5Z",
      "0050-06-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
      "2026-11-22T10:30:00+02:00",
      "2026-11-22",
    ];
    for (const text of texts) expect(isoSeconds(text), text).toBe(Math.floor(Date.parse(text) / 1000));
  });

  it("agrees with Date.parse on every 29th day from 1422 to 2517", () => {
    for (let day = -200_000; day < 200_000; day += 29) {
      const text = new Date(day * 86_400_000 + 45_296_000).toISOString();
      expect(isoSeconds(text)).toBe(Math.floor(Date.parse(text) / 1000));
    }
  });
});
