// The SearchEngine contract: what every engine must answer on a small catalogue written by
// hand. The embedded engine runs it always; the Typesense engine whenever TYPESENSE_URL is set.
import { beforeAll, describe, expect, it } from "vitest";
import type { IndexConfig } from "../src/engine/index-config.js";
import type { SearchEngine } from "../src/engine/search-engine.js";
import type { Prop } from "@backlot/domain";
import type { SearchQuery } from "../src/query/search-query.js";

export const contractConfig: IndexConfig = {
  priceBins: [
    { id: "under-25", label: "Under $25", max: 2500 },
    { id: "25-and-up", label: "$25 and up", min: 2500 },
  ],
  colorOrder: ["Red", "Chrome", "Brown"],
  customFields: [{ id: "era", values: ["1920s", "1950s", "1980s"] }],
  tree: [
    {
      name: "Props By Scene",
      categories: [
        { name: "Diner & Bar", subcategories: ["Counters & Stools", "Tableware"] },
        { name: "Office", subcategories: [] },
      ],
    },
    { name: "Prop Firearms", categories: [{ name: "Handguns", subcategories: ["Revolvers"] }] },
  ],
};

const prop = (id: string, fields: Partial<Prop>): Prop => ({
  id,
  name: id,
  department: "Props By Scene",
  category: "Diner & Bar",
  description: "",
  tags: [],
  colors: [],
  weeklyRate: 1000,
  quantity: 1,
  images: [],
  variants: [],
  custom: {},
  createdAt: "2026-01-01T00:00:00Z",
  listed: true,
  ...fields,
});

export const contractCatalogue: Prop[] = [
  prop("stool", {
    name: "Chrome Diner Stool",
    subcategory: "Counters & Stools",
    tags: ["diner", "seating"],
    colors: ["Chrome", "Red"],
    vendor: "Bowery",
    weeklyRate: 1500,
    custom: { era: ["1950s"] },
    createdAt: "2026-10-01T00:00:00Z",
  }),
  prop("booth", {
    name: "Red Vinyl Booth",
    subcategory: "Counters & Stools",
    tags: ["diner"],
    colors: ["Red"],
    vendor: "Bowery",
    weeklyRate: 9000,
    custom: { era: ["1950s"] },
  }),
  prop("mugs", {
    name: "Coffee Mugs (set of 12)",
    subcategory: "Tableware",
    tags: ["diner", "kitchen"],
    colors: ["Brown"],
    vendor: "Gowanus",
    weeklyRate: 800,
    description: "Heavy stools would crush these.",
    custom: { era: ["1980s"] },
  }),
  prop("desk", {
    name: "Oak Office Desk",
    category: "Office",
    tags: ["office"],
    colors: ["Brown"],
    vendor: "Gowanus",
    weeklyRate: 4000,
    custom: { era: ["1920s"] },
  }),
  prop("revolver", {
    name: "Nickel Revolver Replica",
    department: "Prop Firearms",
    category: "Handguns",
    subcategory: "Revolvers",
    tags: ["western"],
    colors: ["Chrome"],
    vendor: "Bowery",
    weeklyRate: 6000,
    custom: { era: ["1920s"] },
  }),
  prop("hidden", { name: "Chrome Stool (reset stock)", listed: false, colors: ["Chrome"] }),
];

export function describeSearchEngineContract(
  name: string,
  open: (catalogue: Prop[], config: IndexConfig) => Promise<SearchEngine>,
): void {
  describe(`SearchEngine contract: ${name}`, () => {
    let engine: SearchEngine;
    const run = (query: SearchQuery) => engine.search(query);
    const ids = async (query: SearchQuery) => (await run(query)).hits.map((hit) => hit.id);

    beforeAll(async () => {
      engine = await open(contractCatalogue, contractConfig);
    });

    it("keeps unlisted props out entirely", async () => {
      expect((await run({})).total).toBe(5);
      expect(await ids({ text: "reset" })).toEqual([]);
    });

    it("ranks a match in the name over tags over the description", async () => {
      // "stool" is in the stool's name, and in the mugs' description; "diner" in names and tags.
      expect(await ids({ text: "stool" })).toEqual(["stool", "mugs"]);
      expect(await ids({ text: "diner" })).toEqual(["stool", "booth", "mugs"]);
    });

    it("matches prefixes and forgives typos", async () => {
      expect(await ids({ text: "revol" })).toEqual(["revolver"]);
      expect(await ids({ text: "revolvr" })).toEqual(["revolver"]);
      expect(await ids({ text: "chrome dinr" })).toEqual(["stool"]);
      expect(await ids({ text: "zzz" })).toEqual([]);
    });

    it("is OR within a facet and AND across facets", async () => {
      expect(await ids({ filters: { colors: ["Red", "Brown"] } })).toEqual(["stool", "booth", "mugs", "desk"]);
      expect(await ids({ filters: { colors: ["Red", "Brown"], vendors: ["Gowanus"] } })).toEqual(["mugs", "desk"]);
    });

    it("counts each facet without its own selection (disjunctive), listing selected values even at zero", async () => {
      const result = await run({ filters: { colors: ["Red"], vendors: ["Gowanus"] } });
      expect(result.total).toBe(0);
      // Colours counted over Gowanus props; vendors counted over red props.
      expect(result.facets.colors).toEqual([
        { value: "Red", count: 0, selected: true },
        { value: "Brown", count: 2, selected: false },
      ]);
      expect(result.facets.vendors).toEqual([
        { value: "Bowery", count: 2, selected: false },
        { value: "Gowanus", count: 0, selected: true },
      ]);
    });

    it("counts price bins and custom fields in the tenant's order", async () => {
      const { facets } = await run({});
      expect(facets.priceBins).toEqual([
        { value: "under-25", count: 2, selected: false },
        { value: "25-and-up", count: 3, selected: false },
      ]);
      expect(facets.custom.era).toEqual([
        { value: "1920s", count: 2, selected: false },
        { value: "1950s", count: 2, selected: false },
        { value: "1980s", count: 1, selected: false },
      ]);
      expect(await ids({ filters: { priceBins: ["under-25"] } })).toEqual(["stool", "mugs"]);
    });

    it("narrows by department > category > subcategory and counts each level", async () => {
      const result = await run({ path: { department: "Props By Scene", category: "Diner & Bar" } });
      expect(result.hits.map((hit) => hit.id)).toEqual(["stool", "booth", "mugs"]);
      expect(result.hierarchy).toEqual([
        {
          value: "Props By Scene",
          count: 4,
          selected: true,
          children: [
            {
              value: "Diner & Bar",
              count: 3,
              selected: true,
              children: [
                { value: "Counters & Stools", count: 2, selected: false },
                { value: "Tableware", count: 1, selected: false },
              ],
            },
            { value: "Office", count: 1, selected: false },
          ],
        },
        { value: "Prop Firearms", count: 1, selected: false },
      ]);
    });

    it("sorts by price, newest and name, and pages", async () => {
      expect(await ids({ sort: "price-asc" })).toEqual(["mugs", "stool", "desk", "revolver", "booth"]);
      expect(await ids({ sort: "price-desc", pageSize: 2 })).toEqual(["booth", "revolver"]);
      expect(await ids({ sort: "price-desc", pageSize: 2, page: 2 })).toEqual(["mugs"]);
      expect(await ids({ sort: "newest", pageSize: 1 })).toEqual(["stool"]);
      expect(await ids({ sort: "name" })).toEqual(["stool", "mugs", "revolver", "desk", "booth"]);
      expect(await run({ pageSize: 2 })).toMatchObject({ total: 5, pageCount: 3, page: 0, pageSize: 2 });
    });

    it("leaves props booked for the dates out of the hits, the total and the pages", async () => {
      expect(await run({ unavailable: ["booth", "desk"] })).toMatchObject({ total: 3, pageCount: 1 });
      expect(await ids({ unavailable: ["booth", "desk"] })).toEqual(["stool", "mugs", "revolver"]);
      expect(await run({ sort: "price-desc", pageSize: 2, page: 1, unavailable: ["booth"] })).toMatchObject({
        hits: [{ id: "stool" }, { id: "mugs" }],
        total: 4,
        pageCount: 2,
      });
    });

    it("counts facets and the hierarchy without the booked props", async () => {
      const result = await run({
        path: { department: "Props By Scene", category: "Diner & Bar" },
        unavailable: ["booth", "revolver"],
      });
      expect(result.hits.map((hit) => hit.id)).toEqual(["stool", "mugs"]);
      expect(result.facets.colors).toEqual([
        { value: "Red", count: 1, selected: false },
        { value: "Chrome", count: 1, selected: false },
        { value: "Brown", count: 1, selected: false },
      ]);
      expect(result.facets.vendors).toEqual([
        { value: "Bowery", count: 1, selected: false },
        { value: "Gowanus", count: 1, selected: false },
      ]);
      expect(result.facets.custom.era).toEqual([
        { value: "1950s", count: 1, selected: false },
        { value: "1980s", count: 1, selected: false },
      ]);
      // Prop Firearms held only the revolver, so it leaves the tree.
      expect(result.hierarchy).toEqual([
        {
          value: "Props By Scene",
          count: 3,
          selected: true,
          children: [
            {
              value: "Diner & Bar",
              count: 2,
              selected: true,
              children: [
                { value: "Counters & Stools", count: 1, selected: false },
                { value: "Tableware", count: 1, selected: false },
              ],
            },
            { value: "Office", count: 1, selected: false },
          ],
        },
      ]);
    });

    it("ignores booked ids it does not know (unlisted props included)", async () => {
      expect(await run({ unavailable: ["nope", "hidden"] })).toEqual(await run({}));
      expect((await run({ unavailable: ["nope", "desk"] })).total).toBe(4);
    });

    it("leaves booked props out alongside text and facet filters, counting facets disjunctively", async () => {
      expect(await ids({ text: "diner", unavailable: ["stool"] })).toEqual(["booth", "mugs"]);
      const result = await run({ text: "diner", filters: { colors: ["Red"] }, unavailable: ["booth"] });
      expect(result.hits.map((hit) => hit.id)).toEqual(["stool"]);
      expect(result.total).toBe(1);
      // Colours counted over the diner props still available: the stool and the mugs.
      expect(result.facets.colors).toEqual([
        { value: "Red", count: 1, selected: true },
        { value: "Chrome", count: 1, selected: false },
        { value: "Brown", count: 1, selected: false },
      ]);
      expect(result.hierarchy).toEqual([{ value: "Props By Scene", count: 1, selected: false }]);
    });

    it("finds a prop by id", async () => {
      expect((await engine.getProp("desk"))?.name).toBe("Oak Office Desk");
      expect(await engine.getProp("nope")).toBeUndefined();
    });
  });
}
