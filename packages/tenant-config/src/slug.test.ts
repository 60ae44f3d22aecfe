import { describe, expect, it } from "vitest";
import { slugOf, slugify } from "./slug.js";

describe("slugify", () => {
  it.each([
    ["Military & Law Enforcement", "military-and-law-enforcement"],
    ["EMT & First Responder", "emt-and-first-responder"],
    ["Props By Scene", "props-by-scene"],
    ["3D Printed Parts", "3d-printed-parts"],
    ["  Café Tables / Bistro  ", "cafe-tables-bistro"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("prefers an explicit slug", () => {
    expect(slugOf({ name: "Greens", slug: "greenery" })).toBe("greenery");
    expect(slugOf({ name: "Greens" })).toBe("greens");
  });
});
