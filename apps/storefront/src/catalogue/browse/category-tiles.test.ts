import { demoCatalogue } from "@backlot/demo";
import { buildSearchIndex, createEmbeddedEngine, indexConfigFromTenant } from "@backlot/search/engine";
import { describe, expect, it } from "vitest";
import { categories, tenant } from "../../app/tenant.js";
import { categoryTiles } from "./category-tiles.js";

const props = demoCatalogue(tenant);
const engine = createEmbeddedEngine(buildSearchIndex(props, indexConfigFromTenant(tenant)));

describe("a department page's category tiles", () => {
  it("tiles each category of the department with its count, address and first listed prop's photo", async () => {
    const query = { path: { department: "Cameras" } };
    const result = await engine.search(query);
    const tiles = await categoryTiles(engine, query, result);
    const cameras = categories.departments.find((department) => department.name === "Cameras");
    const counted = result.hierarchy.find((entry) => entry.value === "Cameras")?.children ?? [];
    expect(tiles?.map((tile) => tile.name)).toEqual(counted.map((entry) => entry.value));
    expect(tiles?.length).toBeGreaterThan(1);
    const [first] = tiles ?? [];
    const firstCategory = cameras?.categories.find((category) => category.name === first?.name);
    expect(first?.href).toMatch(/^\/rentals\/cameras\/[a-z0-9-]+$/);
    expect(first?.count).toBe(
      props.filter((prop) => prop.listed && prop.department === "Cameras" && prop.category === firstCategory?.name)
        .length,
    );
    const { hits } = await engine.search({ path: { department: "Cameras", category: first?.name ?? "" }, pageSize: 1 });
    expect(first?.picture).toEqual(hits[0]?.images[0]);
  });

  it("leaves them out once the customer searches, filters or opens a category", async () => {
    for (const query of [
      { path: { department: "Cameras" }, text: "arri" },
      { path: { department: "Cameras" }, filters: { colors: ["Black"] } },
      { path: { department: "Cameras", category: "Film Cameras" } },
      { text: "camera" },
    ])
      expect(await categoryTiles(engine, query, await engine.search(query)), JSON.stringify(query)).toBeUndefined();
  });
});
