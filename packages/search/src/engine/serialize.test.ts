import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTestTenant, tenantsDir } from "../../test/ny-props.js";
import { contractCatalogue, contractConfig } from "../../test/search-engine-contract.js";
import type { Prop } from "@backlot/domain";
import { loadCatalogue } from "@backlot/catalogue";
import { demoFallback } from "@backlot/demo";
import type { SearchQuery } from "../query/search-query.js";
import { buildSearchIndex } from "./build-index.js";
import type { SearchIndexData } from "./search-index-data.js";
import { indexBudgetPerProp as budgetPerProp } from "./index-budget.js";
import { indexConfigFromTenant } from "./index-config.js";
import { createEmbeddedEngine } from "./search-engine.js";
import { type SerializedIndex, indexFormatVersion, loadIndex, serializeIndex } from "./serialize.js";

/** As the storefront gets it: written by the tenant build, read back from /catalogue/index.json. */
const throughJson = (index: SearchIndexData): SerializedIndex =>
  JSON.parse(JSON.stringify(serializeIndex(index))) as SerializedIndex;

/** The tenant's catalogue as its storefront build indexes it (for these tenants, the demo catalogue). */
async function tenantIndex(tenantId: string): Promise<{ catalogue: Prop[]; index: SearchIndexData }> {
  const tenant = await loadTestTenant(tenantId);
  const loaded = await loadCatalogue(`${tenantsDir}/${tenantId}`, tenant, { fallback: demoFallback() });
  if (!loaded.ok) throw new Error(`The catalogue of tenants/${tenantId} is invalid`);
  return { catalogue: loaded.props, index: buildSearchIndex(loaded.props, indexConfigFromTenant(tenant)) };
}

describe("serialised index", () => {
  it("refuses an index written in another format, saying to rebuild", () => {
    const data = serializeIndex(buildSearchIndex([], { priceBins: [], colorOrder: [], customFields: [], tree: [] }));
    expect(() => loadIndex({ ...data, version: (indexFormatVersion - 1) as typeof indexFormatVersion })).toThrow(
      /rebuild the tenant/,
    );
  });

  describe.each(["ny-props", "harbour-scenic"])("the demo catalogue of %s", (tenantId) => {
    let catalogue: Prop[];
    let index: SearchIndexData;
    let data: SerializedIndex;
    let loaded: SearchIndexData;
    beforeAll(async () => {
      ({ catalogue, index } = await tenantIndex(tenantId));
      data = throughJson(index);
      loaded = loadIndex(data);
    });

    it("gives back every listed prop exactly, none of them stored whole", () => {
      const listed = catalogue.filter((prop) => prop.listed !== false);
      expect(loaded.props).toHaveLength(listed.length);
      loaded.props.forEach((prop, doc) => expect(prop).toStrictEqual(listed[doc]));
      expect(Object.keys(data.props.whole)).toEqual([]);
    });

    it("gives back the index the build made: columns, sort orders, text index", () => {
      expect(loaded).toEqual(index);
    });

    it("answers every query and prop lookup as the index it was written from", async () => {
      const built = createEmbeddedEngine(index);
      const read = createEmbeddedEngine(loaded);
      const [first, second] = index.props as [Prop, Prop];
      const queries: SearchQuery[] = [
        {},
        { text: "camera" },
        { text: `${first.name.split(" ")[0] ?? ""} ${first.tags[0] ?? ""}`, sort: "relevance" },
        { path: { department: first.department, category: first.category }, sort: "price-desc" },
        { filters: { colors: second.colors, tags: [second.tags[0] ?? ""] }, sort: "newest", page: 1, pageSize: 5 },
        { filters: { vendors: [first.vendor ?? ""], priceBins: [index.config.priceBins[1]?.id ?? ""] }, sort: "name" },
        { unavailable: [first.id, second.id], sort: "price-asc" },
      ];
      for (const query of queries) expect(await read.search(query)).toEqual(await built.search(query));
      for (const prop of catalogue) expect(await read.getProp(prop.id)).toStrictEqual(await built.getProp(prop.id));
    });
  });

  it(`keeps the demo catalogue's index of ny-props within ${budgetPerProp} bytes gzipped per prop`, async () => {
    const { index } = await tenantIndex("ny-props");
    const gzipped = gzipSync(JSON.stringify(serializeIndex(index))).length;
    expect(gzipped / index.size).toBeLessThanOrEqual(budgetPerProp);
  });

  it("gives back props the columns cannot rebuild, keeping whole only those", () => {
    const [stool, booth, mugs] = contractCatalogue as [Prop, Prop, Prop];
    const odd: Prop[] = [
      // Rebuilt from the columns and the rest: odd ids, timestamps without milliseconds, decimals,
      // an empty list of a facet field, a field the schema does not know, photos named after the prop.
      {
        ...stool,
        id: "A-007",
        createdAt: "2026-01-01T00:00:00Z",
        weight: 12.25,
        dimensions: { width: 1.5, height: 2, depth: 3 },
      },
      { ...booth, id: "booth", custom: { era: [] }, notes: "extra" } as Prop,
      {
        ...mugs,
        id: "M-9",
        images: [{ url: "/photos/M-9.jpg", alt: mugs.name, width: 10, height: 20 }],
        variants: [{ id: "M-9-v1", name: "Blue", quantity: 2 }],
      },
      // Kept whole: a tag twice (the column keeps one), a string holding a template's mark.
      { ...stool, id: "twice", tags: ["diner", "diner"] },
      { ...booth, id: "marked", variants: [{ id: "v\u0001", name: "Odd" }] },
    ];
    const data = throughJson(buildSearchIndex(odd, contractConfig));
    expect(loadIndex(data).props).toStrictEqual(odd);
    expect(Object.keys(data.props.whole)).toEqual(["3", "4"]);
  });
});
