// Property: on random catalogues and random queries, the engine's hits (in order), totals, every
// facet count and the hierarchy equal the brute-force reference.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referenceSearch } from "../../test/reference-search.js";
import type { Prop } from "@backlot/domain";
import type { SearchQuery } from "../query/search-query.js";
import { buildSearchIndex } from "./build-index.js";
import type { IndexConfig } from "./index-config.js";
import { runSearch } from "./run-search.js";
import { loadIndex, serializeIndex } from "./serialize.js";

const config: IndexConfig = {
  priceBins: [
    { id: "low", label: "Under $20", max: 2000 },
    { id: "mid", label: "$20 to $100", min: 2000, max: 10000 },
    { id: "high", label: "$100 and up", min: 10000 },
  ],
  colorOrder: ["Red", "Blue", "Green", "Gold"],
  customFields: [
    { id: "era", values: ["1920s", "1950s", "1980s"] },
    { id: "material", values: ["Wood", "Steel", "Glass"] },
  ],
  tree: [
    {
      name: "Cameras",
      categories: [
        { name: "Film", subcategories: ["16mm", "35mm"] },
        { name: "Still", subcategories: [] },
      ],
    },
    {
      name: "Furniture",
      categories: [
        { name: "Chairs", subcategories: ["Diner", "Office"] },
        { name: "Film", subcategories: [] },
      ],
    },
  ],
};

const words = [
  "camera",
  "cameras",
  "chair",
  "chrome",
  "diner",
  "lamp",
  "brass",
  "steel",
  "vintage",
  "revolver",
  "film",
  "office",
];

const propArbitrary = fc
  .record({
    branch: fc.constantFrom(
      ["Cameras", "Film", "16mm"],
      ["Cameras", "Film", "35mm"],
      ["Cameras", "Film", undefined],
      ["Cameras", "Still", undefined],
      ["Furniture", "Chairs", "Diner"],
      ["Furniture", "Chairs", "Office"],
      ["Furniture", "Film", undefined],
    ),
    name: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
    description: fc.array(fc.constantFrom(...words), { maxLength: 4 }),
    tags: fc.uniqueArray(fc.constantFrom(...words), { maxLength: 3 }),
    colors: fc.uniqueArray(fc.constantFrom("Red", "Blue", "Green", "Gold", "Plaid"), { maxLength: 2 }),
    vendor: fc.option(fc.constantFrom("Bowery", "Gowanus", "Astoria"), { nil: undefined }),
    weeklyRate: fc.integer({ min: 0, max: 20000 }),
    era: fc.uniqueArray(fc.constantFrom("1920s", "1950s", "1980s"), { maxLength: 2 }),
    material: fc.uniqueArray(fc.constantFrom("Wood", "Steel", "Glass"), { maxLength: 2 }),
    day: fc.integer({ min: 1, max: 28 }),
    listed: fc.boolean(),
  })
  .map((r): Omit<Prop, "id"> => ({
    name: r.name.join(" "),
    description: r.description.join(" "),
    department: r.branch[0],
    category: r.branch[1],
    ...(r.branch[2] ? { subcategory: r.branch[2] } : {}),
    tags: r.tags,
    colors: r.colors,
    ...(r.vendor ? { vendor: r.vendor } : {}),
    weeklyRate: r.weeklyRate,
    quantity: 1,
    images: [],
    variants: [],
    custom: { era: r.era, material: r.material },
    createdAt: `2026-02-${String(r.day).padStart(2, "0")}T00:00:00.000Z`,
    listed: r.listed || r.day % 3 !== 0,
  }));

const catalogueArbitrary = fc
  .array(propArbitrary, { maxLength: 60 })
  .map((props) => props.map((prop, i) => ({ id: `p${i}`, ...prop })));

const queryArbitrary: fc.Arbitrary<SearchQuery> = fc.record(
  {
    text: fc.oneof(
      fc.constant(""),
      fc
        .array(fc.constantFrom(...words, "cam", "chr", "revolvr", "lampp", "xyz"), { minLength: 1, maxLength: 2 })
        .map((w) => w.join(" ")),
    ),
    path: fc.constantFrom(
      {},
      { department: "Cameras" },
      { department: "Cameras", category: "Film" },
      { department: "Furniture", category: "Chairs", subcategory: "Diner" },
      { department: "Furniture", category: "Film" },
      { department: "Nope" },
    ),
    filters: fc.record(
      {
        vendors: fc.uniqueArray(fc.constantFrom("Bowery", "Gowanus", "Astoria", "Nobody"), { maxLength: 2 }),
        tags: fc.uniqueArray(fc.constantFrom(...words), { maxLength: 2 }),
        colors: fc.uniqueArray(fc.constantFrom("Red", "Blue", "Plaid"), { maxLength: 2 }),
        priceBins: fc.uniqueArray(fc.constantFrom("low", "mid", "high"), { maxLength: 2 }),
        custom: fc.record(
          {
            era: fc.uniqueArray(fc.constantFrom("1920s", "1950s", "1980s"), { maxLength: 2 }),
            material: fc.uniqueArray(fc.constantFrom("Wood", "Steel", "Glass"), { maxLength: 2 }),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    sort: fc.constantFrom("relevance", "price-asc", "price-desc", "newest", "name"),
    page: fc.integer({ min: 0, max: 3 }),
    pageSize: fc.integer({ min: 1, max: 10 }),
    // Props booked for the dates: ids of the catalogue's props (p0, p1...), repeated, unknown or empty.
    unavailable: fc.array(fc.constantFrom(...Array.from({ length: 60 }, (_, i) => `p${i}`), "nope", ""), {
      maxLength: 12,
    }),
  },
  { requiredKeys: [] },
);

describe("engine against the brute-force reference", () => {
  it("agrees on hits, totals, facet counts and the hierarchy (1,000 random catalogues and queries)", () => {
    fc.assert(
      fc.property(catalogueArbitrary, queryArbitrary, (catalogue, query) => {
        const index = buildSearchIndex(catalogue, config);
        const expected = referenceSearch(catalogue, config, query);
        const actual = runSearch(index, query);
        expect({ ...actual, hits: actual.hits.map((p) => p.id) }).toEqual({
          ...expected,
          hits: expected.hits.map((p) => p.id),
        });
      }),
      { numRuns: 1_000 },
    );
  });

  it("answers the same after serialising and loading the index (200 runs)", () => {
    fc.assert(
      fc.property(catalogueArbitrary, queryArbitrary, (catalogue, query) => {
        const index = buildSearchIndex(catalogue, config);
        const loaded = loadIndex(
          JSON.parse(JSON.stringify(serializeIndex(index))) as ReturnType<typeof serializeIndex>,
        );
        expect(runSearch(loaded, query)).toEqual(runSearch(index, query));
      }),
      { numRuns: 200 },
    );
  });
});
