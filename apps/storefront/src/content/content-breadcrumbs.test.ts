import { describe, expect, it } from "vitest";
import { contentBreadcrumbs } from "./content-breadcrumbs.js";

const titles = {
  "/": "Bowery Prop House",
  "/pages/fabrication": "Fabrication",
  "/pages/fabrication/carpentry": "Carpentry",
  "/pages/portfolio/all-projects": "All projects",
};

describe("content breadcrumbs", () => {
  it("lead home through every enclosing page that exists", () => {
    expect(contentBreadcrumbs("/pages/fabrication/carpentry", titles)).toEqual([
      { label: "Home", href: "/" },
      { label: "Fabrication", href: "/pages/fabrication" },
    ]);
    // "/pages" and "/pages/portfolio" have no page of their own, so they are skipped.
    expect(contentBreadcrumbs("/pages/portfolio/all-projects", titles)).toEqual([{ label: "Home", href: "/" }]);
  });

  it("are empty on the home page", () => {
    expect(contentBreadcrumbs("/", titles)).toEqual([]);
  });
});
