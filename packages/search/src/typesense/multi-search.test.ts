// Request building and response parsing, against Typesense's documented multi_search formats.
import { describe, expect, it } from "vitest";
import type { IndexConfig } from "../engine/index-config.js";
import { UnsafeFilterValueError, anyOf, noneOf, quoteFilterValue } from "./filter.js";
import { buildMultiSearch, parseMultiSearch } from "./multi-search.js";

const config: IndexConfig = {
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
        { name: "Diner & Bar", subcategories: ["Counters & Stools"] },
        { name: "Office", subcategories: [] },
      ],
    },
  ],
};

const common = {
  collection: "ny-props-props",
  query_by: "name,tags,description",
  query_by_weights: "3,2,1",
  prefix: "true,true,true",
  min_len_1typo: 4,
  min_len_2typo: 8,
};

describe("filter values", () => {
  it("quotes every value with backticks, so commas, brackets and && stay data", () => {
    expect(anyOf("vendor", ["Hell's Kitchen Props", "A, B && C:=[x]"])).toBe(
      "vendor:=[`Hell's Kitchen Props`,`A, B && C:=[x]`]",
    );
  });

  it("quotes the values of a none-of clause the same way", () => {
    expect(noneOf("id", ["BPH-10432", "A, B && C"])).toBe("id:!=[`BPH-10432`,`A, B && C`]");
    expect(() => noneOf("id", ["x`"])).toThrow(UnsafeFilterValueError);
  });

  it("refuses a value with a backtick (it would end the quoting)", () => {
    expect(() => quoteFilterValue("Red` || colors:=[`Blue")).toThrow(UnsafeFilterValueError);
    expect(() => buildMultiSearch({ filters: { colors: ["x`"] } }, "c", config)).toThrow(/contains a backtick/);
  });
});

describe("buildMultiSearch", () => {
  it("sends one search for hits and one per selected facet and hierarchy level", () => {
    const plan = buildMultiSearch(
      {
        text: "chrome stool",
        path: { department: "Props By Scene" },
        filters: { colors: ["Red"], custom: { era: ["1950s"] } },
        sort: "price-asc",
        page: 1,
        pageSize: 12,
      },
      "ny-props-props",
      config,
    );
    const path = "department:=[`Props By Scene`]";
    const colors = "colors:=[`Red`]";
    const era = "custom_era:=[`1950s`]";
    expect(plan.searches).toEqual([
      {
        ...common,
        q: "chrome stool",
        filter_by: `${colors} && ${era} && ${path}`,
        facet_by: "vendor,tags,priceBin",
        max_facet_values: 250,
        sort_by: "weeklyRate:asc,catalogueOrder:asc",
        page: 2,
        per_page: 12,
      },
      {
        ...common,
        q: "chrome stool",
        filter_by: `${era} && ${path}`,
        facet_by: "colors",
        max_facet_values: 250,
        sort_by: "_text_match:desc,catalogueOrder:asc",
        page: 1,
        per_page: 0,
      },
      {
        ...common,
        q: "chrome stool",
        filter_by: `${colors} && ${path}`,
        facet_by: "custom_era",
        max_facet_values: 250,
        sort_by: "_text_match:desc,catalogueOrder:asc",
        page: 1,
        per_page: 0,
      },
      {
        ...common,
        q: "chrome stool",
        filter_by: `${colors} && ${era}`,
        facet_by: "department",
        max_facet_values: 250,
        sort_by: "_text_match:desc,catalogueOrder:asc",
        page: 1,
        per_page: 0,
      },
      {
        ...common,
        q: "chrome stool",
        filter_by: `${colors} && ${era} && ${path}`,
        facet_by: "categoryPath",
        max_facet_values: 250,
        sort_by: "_text_match:desc,catalogueOrder:asc",
        page: 1,
        per_page: 0,
      },
    ]);
  });

  it("browses in catalogue order without text, with no filter at all", () => {
    const [main] = buildMultiSearch({}, "c", config).searches;
    expect(main).toMatchObject({
      q: "*",
      sort_by: "catalogueOrder:asc",
      facet_by: "vendor,tags,colors,priceBin,custom_era",
    });
    expect(main).not.toHaveProperty("filter_by");
  });
});

describe("buildMultiSearch with props booked for the dates", () => {
  const booked = "id:!=[`BPH-1`,`BPH-2`]";

  it("leaves them out of the hits search and every facet and hierarchy search, ids deduplicated and sorted", () => {
    const plan = buildMultiSearch(
      {
        text: "stool",
        path: { department: "Props By Scene", category: "Diner & Bar" },
        filters: { colors: ["Red"], vendors: ["Bowery"] },
        unavailable: ["BPH-2", "BPH-1", "BPH-2", ""],
      },
      "c",
      config,
    );
    const path = "department:=[`Props By Scene`] && categoryPath:=[`Props By Scene > Diner & Bar`]";
    expect(plan.steps.map((step) => step.kind)).toEqual([
      "main",
      "facet",
      "facet",
      "hierarchy",
      "hierarchy",
      "hierarchy",
    ]);
    expect(plan.searches.map((search) => search.filter_by)).toEqual([
      `vendor:=[\`Bowery\`] && colors:=[\`Red\`] && ${path} && ${booked}`,
      `colors:=[\`Red\`] && ${path} && ${booked}`,
      `vendor:=[\`Bowery\`] && ${path} && ${booked}`,
      `vendor:=[\`Bowery\`] && colors:=[\`Red\`] && ${booked}`,
      `vendor:=[\`Bowery\`] && colors:=[\`Red\`] && department:=[\`Props By Scene\`] && ${booked}`,
      `vendor:=[\`Bowery\`] && colors:=[\`Red\`] && ${path} && ${booked}`,
    ]);
  });

  it("filters a plain browse by them alone", () => {
    const plan = buildMultiSearch({ unavailable: ["BPH-1", "BPH-2"] }, "c", config);
    expect(plan.searches.map((search) => search.filter_by)).toEqual([booked, booked]);
  });

  it("ignores an id with a backtick (no prop has one) instead of refusing the search", () => {
    const [main] = buildMultiSearch({ unavailable: ["x` || id:!=[`y"] }, "c", config).searches;
    expect(main).not.toHaveProperty("filter_by");
  });
});

describe("parseMultiSearch", () => {
  it("reads hits, disjunctive facet counts and the hierarchy into the shared result shape", () => {
    const plan = buildMultiSearch(
      { path: { department: "Props By Scene" }, filters: { colors: ["Red"] }, pageSize: 2 },
      "c",
      config,
    );
    const stool = { id: "stool", name: "Chrome Diner Stool" };
    const result = parseMultiSearch(
      plan,
      [
        {
          found: 3,
          hits: [{ document: { id: "stool", prop: JSON.stringify(stool) } }],
          facet_counts: [
            {
              field_name: "vendor",
              counts: [
                { value: "Gowanus", count: 1 },
                { value: "Bowery", count: 2 },
              ],
            },
            {
              field_name: "priceBin",
              counts: [
                { value: "25-and-up", count: 2 },
                { value: "under-25", count: 1 },
              ],
            },
            { field_name: "custom_era", counts: [{ value: "1950s", count: 3 }] },
            { field_name: "tags", counts: [] },
          ],
        },
        {
          found: 5,
          facet_counts: [
            {
              field_name: "colors",
              counts: [
                { value: "Brown", count: 2 },
                { value: "Chrome", count: 1 },
              ],
            },
          ],
        },
        { found: 4, facet_counts: [{ field_name: "department", counts: [{ value: "Props By Scene", count: 3 }] }] },
        {
          found: 3,
          facet_counts: [{ field_name: "categoryPath", counts: [{ value: "Props By Scene > Diner & Bar", count: 3 }] }],
        },
      ],
      config,
    );
    expect(result).toEqual({
      hits: [stool],
      total: 3,
      page: 0,
      pageSize: 2,
      pageCount: 2,
      facets: {
        vendors: [
          { value: "Bowery", count: 2, selected: false },
          { value: "Gowanus", count: 1, selected: false },
        ],
        tags: [],
        colors: [
          { value: "Red", count: 0, selected: true },
          { value: "Chrome", count: 1, selected: false },
          { value: "Brown", count: 2, selected: false },
        ],
        priceBins: [
          { value: "under-25", count: 1, selected: false },
          { value: "25-and-up", count: 2, selected: false },
        ],
        custom: { era: [{ value: "1950s", count: 3, selected: false }] },
      },
      hierarchy: [
        {
          value: "Props By Scene",
          count: 3,
          selected: true,
          children: [{ value: "Diner & Bar", count: 3, selected: false }],
        },
      ],
    });
  });

  it("says when Typesense refused a search", () => {
    const plan = buildMultiSearch({}, "c", config);
    expect(() =>
      parseMultiSearch(
        plan,
        [{ error: "Could not find a field named `custom_era` in the schema.", code: 404 }, {}],
        config,
      ),
    ).toThrow("Typesense refused a search: Could not find a field named `custom_era` in the schema. (HTTP 404)");
    expect(() => parseMultiSearch(plan, [], config)).toThrow("Typesense answered 0 searches of 2");
  });
});
