import { describe, expect, it } from "vitest";
import { limits } from "./limits.js";
import { cleanPropChanges, propChangeProblems } from "./prop-changes.js";

const options = {
  colors: ["Black", "Chrome", "Red"],
  customFields: [
    { id: "era", values: ["1940s", "1950s"] },
    { id: "material", values: ["Steel", "Vinyl"] },
  ],
};

describe("propChangeProblems", () => {
  it("passes a change within the tenant's lists and the limits", () => {
    const change = {
      name: "Chrome diner stool",
      description: "Red vinyl seat.",
      weeklyRate: 2_500,
      quantity: 6,
      colors: ["Chrome", "Red"],
      custom: { era: ["1950s"], material: ["Steel", "Vinyl"] },
      listed: false,
    };
    expect(propChangeProblems(change, options)).toEqual([]);
  });

  it("names every field that is wrong, and why", () => {
    const problems = propChangeProblems(
      {
        name: "  ",
        description: "x".repeat(limits.prop.description + 1),
        weeklyRate: 12.5,
        quantity: -1,
        colors: ["Chrome", "Teal"],
        custom: { era: ["1950s", "1950s"], mood: ["Noir"] },
        listed: "yes",
        createdAt: "2020-01-01",
      },
      options,
    );
    expect(Object.fromEntries(problems.map((problem) => [problem.field, problem.message]))).toEqual({
      name: "is required",
      description: "may be at most 2,000 characters",
      weeklyRate: "must be a whole number of cents from 0 to 100,000,000",
      quantity: "must be a whole number from 0 to 99,999",
      colors: "has Teal, not among the tenant's colours",
      "custom.era": "names a value twice",
      "custom.mood": "is not one of the tenant's custom fields",
      listed: "must be true (shown) or false (hidden)",
      createdAt:
        "cannot be changed here; the fields are name, description, weeklyRate, quantity, stockByLocation, colors, " +
        "custom, listed",
    });
  });

  it("refuses an empty change and anything but an object", () => {
    expect(propChangeProblems({}, options)).toEqual([{ field: "changes", message: "change at least one field" }]);
    expect(propChangeProblems(null, options)[0]?.field).toBe("changes");
    expect(propChangeProblems([], options)[0]?.field).toBe("changes");
  });

  it("takes a split of the stock at a prop house's own docks, adding up to any quantity given", () => {
    const docks = { ...options, locationIds: ["toronto", "vancouver"] };
    const fields = (change: object, given: typeof options = docks) =>
      Object.fromEntries(propChangeProblems(change, given).map((problem) => [problem.field, problem.message]));
    expect(fields({ stockByLocation: { toronto: 3, vancouver: 1 }, quantity: 4 })).toEqual({});
    expect(fields({ stockByLocation: { toronto: 3 } })).toEqual({});
    expect(fields({ stockByLocation: { toronto: 3, vancouver: 1 }, quantity: 5 })).toEqual({
      quantity: "must be 4, the stock at the docks added up",
    });
    expect(fields({ stockByLocation: { calgary: 1, toronto: 1.5 } })).toEqual({
      "stockByLocation.calgary": "is not a pickup location (toronto, vancouver)",
      "stockByLocation.toronto": "must be a whole number from 0 to 99,999",
    });
    expect(fields({ stockByLocation: { toronto: 99_999, vancouver: 1 } })).toEqual({
      stockByLocation: "adds up to more than 99,999",
    });
    expect(fields({ stockByLocation: [3, 1] })).toEqual({
      stockByLocation: "must be an object of counts by location id",
    });
    expect(fields({ stockByLocation: { home: 2 } }, options)).toEqual({
      stockByLocation: "is for a prop house with more than one pickup location; change the quantity",
    });
  });

  it("stores a split naming every dock, with the quantity its sum", () => {
    expect(cleanPropChanges({ stockByLocation: { vancouver: 2 } }, ["toronto", "vancouver"])).toEqual({
      stockByLocation: { toronto: 0, vancouver: 2 },
      quantity: 2,
    });
  });

  it("stores texts trimmed", () => {
    expect(cleanPropChanges({ name: " Stool ", description: " Red. ", quantity: 2 })).toEqual({
      name: "Stool",
      description: "Red.",
      quantity: 2,
    });
  });
});
