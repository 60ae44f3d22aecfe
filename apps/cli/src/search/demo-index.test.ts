// The demo catalogue of each tenant, loaded as `backlot search` and the storefront build load it, through the search
// index the storefront downloads: written, read back, and within its budget. Here rather than in packages/search,
// which may not use the demo (tooling/eslint/dependency-table.js).
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { publicProp } from "@backlot/domain/catalogue";
import type { SearchQuery } from "@backlot/search";
import {
  type SearchIndexData,
  type SerializedIndex,
  buildSearchIndex,
  createEmbeddedEngine,
  indexBudgetPerProp as budgetPerProp,
  indexConfigFromTenant,
  loadIndex,
  serializeIndex,
} from "@backlot/search/engine";
import { loadTenant } from "@backlot/tenant-config/node";
import { searchCatalogues } from "./catalogues.js";

const tenantsDir = fileURLToPath(new URL("../../../../tenants", import.meta.url));

/** As the storefront gets it: written by the tenant build, read back from /catalogue/index.json. */
const throughJson = (index: SearchIndexData): SerializedIndex =>
  JSON.parse(JSON.stringify(serializeIndex(index))) as SerializedIndex;

/** The tenant's catalogue as its storefront build indexes it (for these tenants, the demo catalogue). */
async function tenantIndex(tenantId: string): Promise<{ catalogue: Prop[]; index: SearchIndexData }> {
  const tenant = await loadTenant(`${tenantsDir}/${tenantId}`);
  if (!tenant.ok) throw new Error(`tenants/${tenantId} is invalid: run backlot validate tenants/${tenantId}`);
  const loaded = await searchCatalogues.load(`${tenantsDir}/${tenantId}`, tenant.tenant);
  if (!loaded.ok) throw new Error(`The catalogue of tenants/${tenantId} is invalid`);
  return { catalogue: loaded.props, index: buildSearchIndex(loaded.props, indexConfigFromTenant(tenant.tenant)) };
}

describe("the serialised index of the demo catalogues", () => {
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

    it("gives back every listed prop exactly but for its dock facts, none of them stored whole", () => {
      // A demo prop's location and replacement value are the house's own, never in what the storefront downloads.
      const listed = catalogue.filter((prop) => prop.listed !== false).map(publicProp);
      expect(catalogue.some((prop) => prop.location !== undefined)).toBe(true);
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
});
