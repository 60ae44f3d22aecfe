import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseQuery, type SearchQuery } from "./search-query.js";
import { customParam, queryToSearchParams, searchParamsToQuery } from "./url-state.js";

const tree = {
  departments: [
    {
      name: "Props By Scene",
      categories: [{ name: "Diner & Bar", subcategories: [{ name: "Counters & Stools" }] }, { name: "Office" }],
    },
    { name: "Greens", slug: "greenery", categories: [{ name: "Trees" }] },
  ],
};
const fields = ["era", "material", "tag"];

describe("search state in the URL", () => {
  it("writes a readable URL", () => {
    const params = queryToSearchParams(
      {
        text: "chrome stool",
        path: { department: "Props By Scene", category: "Diner & Bar", subcategory: "Counters & Stools" },
        filters: {
          colors: ["Red", "Chrome"],
          priceBins: ["under-25"],
          vendors: ["Bowery"],
          tags: ["diner"],
          custom: { era: ["1950s"], tag: ["x"] },
        },
        sort: "price-asc",
        page: 1,
      },
      tree,
    );
    expect(params.toString()).toBe(
      "q=chrome+stool&department=props-by-scene&category=diner-and-bar&subcategory=counters-and-stools" +
        "&vendor=Bowery&tag=diner&color=Red&color=Chrome&price=under-25&era=1950s&field-tag=x&sort=price-asc&page=2",
    );
    expect(customParam("tag")).toBe("field-tag");
  });

  it("leaves defaults out", () => {
    expect(queryToSearchParams({}, tree).toString()).toBe("");
    expect(queryToSearchParams({ path: { department: "Greens" } }, tree).toString()).toBe("department=greenery");
  });

  it("drops what it does not know instead of failing the page", () => {
    const query = searchParamsToQuery(
      new URLSearchParams("department=nowhere&category=diner-and-bar&sort=random&page=-3&size=9999"),
      tree,
      fields,
    );
    expect(query).toMatchObject({ path: {}, sort: "relevance", page: 0, pageSize: 100 });
  });

  it("keeps the props booked for the dates out of the URL (the server names them per dates)", () => {
    const query = { text: "stool", path: { department: "Greens" }, unavailable: ["BPH-1", "BPH-2"] };
    const params = queryToSearchParams(query, tree);
    expect(params.toString()).toBe("q=stool&department=greenery");
    expect(searchParamsToQuery(params, tree, fields)).not.toHaveProperty("unavailable");
  });

  it("round-trips any query (500 random queries)", () => {
    const text = fc.oneof(fc.constant(""), fc.string({ minLength: 1, maxLength: 12 }));
    const values = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 });
    const query: fc.Arbitrary<SearchQuery> = fc.record({
      text,
      path: fc.constantFrom(
        {},
        { department: "Props By Scene" },
        { department: "Props By Scene", category: "Office" },
        { department: "Props By Scene", category: "Diner & Bar", subcategory: "Counters & Stools" },
        { department: "Greens", category: "Trees" },
      ),
      filters: fc.record({
        vendors: values,
        tags: values,
        colors: values,
        priceBins: values,
        custom: fc.record({ era: values, material: values, tag: values }),
      }),
      sort: fc.constantFrom("relevance", "price-asc", "price-desc", "newest", "name"),
      page: fc.nat(20),
      pageSize: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(query, (q) => {
        const url = `?${queryToSearchParams(q, tree).toString()}`;
        expect(searchParamsToQuery(new URL(url, "https://x.example").searchParams, tree, fields)).toEqual(
          normaliseQuery(q),
        );
      }),
      { numRuns: 500 },
    );
  });
});
