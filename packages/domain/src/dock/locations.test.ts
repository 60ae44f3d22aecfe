import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupByLocation, noLocationLabel } from "./locations.js";

describe("groupByLocation", () => {
  it("walks the warehouse in order: numbers as numbers, one place however it is cased, no location last", () => {
    const lines = [
      { id: "a", location: "Aisle 10 · Bay 1" },
      { id: "b" },
      { id: "c", location: "aisle 2 · bay 3" },
      { id: "d", location: " Aisle 2 ·  Bay 3 " },
      { id: "e", location: "" },
      { id: "f", location: "Cage B" },
    ];
    expect(
      groupByLocation(lines).map(({ heading, lines: grouped }) => [heading, grouped.map((line) => line.id)]),
    ).toEqual([
      ["aisle 2 · bay 3", ["c", "d"]],
      ["Aisle 10 · Bay 1", ["a"]],
      ["Cage B", ["f"]],
      [noLocationLabel, ["b", "e"]],
    ]);
  });

  it("keeps every line exactly once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ location: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }) })),
        (lines) => {
          const grouped = groupByLocation(lines).flatMap((group) => group.lines);
          expect(grouped).toHaveLength(lines.length);
          expect(new Set(grouped)).toEqual(new Set(lines));
        },
      ),
    );
  });
});
