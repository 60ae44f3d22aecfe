import { describe, expect, it } from "vitest";
import type { Prop } from "../generated/prop-types.js";
import propSchema from "../../schema/prop.schema.json" with { type: "json" };
import { dockFactFields, dockFactsOf, publicProp } from "./dock-facts.js";

const stool: Prop = {
  id: "BPH-1",
  name: "Chrome diner stool",
  description: "",
  department: "Props By Scene",
  category: "Diner & Bar",
  tags: [],
  colors: [],
  weeklyRate: 2500,
  quantity: 6,
  images: [],
  variants: [],
  custom: {},
  createdAt: "2026-11-01T12:00:00.000Z",
  listed: true,
};

describe("publicProp", () => {
  it("leaves out where the prop is kept and what a lost one costs, and nothing else", () => {
    const kept = { ...stool, location: "Aisle 3 · Bay 12", replacementValue: 45000 };
    expect(publicProp(kept)).toEqual(stool);
    expect(kept).toMatchObject({ location: "Aisle 3 · Bay 12", replacementValue: 45000 });
  });

  it("gives back a prop without dock facts as it is, so a large catalogue is not copied", () => {
    expect(publicProp(stool)).toBe(stool);
  });
});

describe("dockFactsOf", () => {
  it("takes the facts alone, or null when the prop has none", () => {
    expect(dockFactsOf({ ...stool, location: "Cage B / Shelf 4" })).toEqual({ location: "Cage B / Shelf 4" });
    expect(dockFactsOf({ ...stool, replacementValue: 0 })).toEqual({ replacementValue: 0 });
    expect(dockFactsOf(stool)).toBeNull();
  });
});

it("names only fields of the prop schema, each saying it is never published", () => {
  const properties = (propSchema as unknown as { properties: Record<string, { description: string }> }).properties;
  for (const field of dockFactFields) expect(properties[field]?.description).toMatch(/never published/);
});
