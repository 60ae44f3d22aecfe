// normaliseQuery: defaults filled, empties dropped, so equal queries look equal.
import { describe, expect, it } from "vitest";
import { normaliseQuery } from "./search-query.js";

describe("normaliseQuery", () => {
  it("keeps the props booked for the dates deduplicated and sorted, without empty ids", () => {
    expect(normaliseQuery({ unavailable: ["BPH-9", "", "BPH-10", "BPH-9"] }).unavailable).toEqual(["BPH-10", "BPH-9"]);
    expect(normaliseQuery({ unavailable: ["b", "a"] })).toEqual(normaliseQuery({ unavailable: ["a", "b", "a"] }));
  });

  it("leaves the booked props out when there are none, so the query equals one without them", () => {
    expect(normaliseQuery({ unavailable: [] })).not.toHaveProperty("unavailable");
    expect(normaliseQuery({ unavailable: [""] })).toEqual(normaliseQuery({}));
  });
});
