import { describe, expect, it } from "vitest";
import { contractCatalogue, contractConfig } from "../../test/search-engine-contract.js";
import type { CollectionSchema } from "./collection-schema.js";
import { type TypesenseAdminClient, syncCatalogue, syncDocuments } from "./sync-catalogue.js";

/** Records the calls the sync makes; `failImport` makes Typesense refuse one document. */
function fakeAdminClient(existingAlias: string | null, failImport = false) {
  const calls: string[] = [];
  const client: TypesenseAdminClient = {
    collections: (name) => ({
      create: (schema: CollectionSchema) => (
        calls.push(`create ${schema.name} (${schema.fields.length} fields)`),
        Promise.resolve({})
      ),
      delete: () => (calls.push(`delete ${name ?? ""}`), Promise.resolve({})),
      documents: () => ({
        import: (documents: object[]) => {
          calls.push(`import ${documents.length} into ${name ?? ""}`);
          return Promise.resolve(
            documents.map((_, i) =>
              failImport && i === 1
                ? { success: false, error: "Field `weeklyRate` must be an int32." }
                : { success: true },
            ),
          );
        },
      }),
    }),
    aliases: (name) => ({
      upsert: (alias, target) => (calls.push(`alias ${alias} -> ${target.collection_name}`), Promise.resolve({})),
      retrieve: () =>
        existingAlias
          ? Promise.resolve({ collection_name: existingAlias })
          : Promise.reject(Object.assign(new Error(`Could not find alias ${name ?? ""}`), { httpStatus: 404 })),
    }),
  };
  return { client, calls };
}

const now = new Date("2026-11-22T10:30:00Z");

describe("syncCatalogue", () => {
  it("fills a new collection, then points the alias at it, then drops the old one", async () => {
    const { client, calls } = fakeAdminClient("ny-props-props-20261101090000");
    const result = await syncCatalogue(client, "ny-props", contractCatalogue, contractConfig, now);
    expect(result).toEqual({
      alias: "ny-props-props",
      collection: "ny-props-props-20261122103000",
      previous: "ny-props-props-20261101090000",
      imported: 5,
    });
    expect(calls).toEqual([
      "create ny-props-props-20261122103000 (16 fields)",
      "import 5 into ny-props-props-20261122103000",
      "alias ny-props-props -> ny-props-props-20261122103000",
      "delete ny-props-props-20261101090000",
    ]);
  });

  it("creates the alias on the first sync", async () => {
    const { client, calls } = fakeAdminClient(null);
    expect((await syncCatalogue(client, "ny-props", contractCatalogue, contractConfig, now)).previous).toBeNull();
    expect(calls.at(-1)).toBe("alias ny-props-props -> ny-props-props-20261122103000");
  });

  it("leaves the live collection alone when Typesense refuses a prop", async () => {
    const { client, calls } = fakeAdminClient("old", true);
    await expect(syncCatalogue(client, "ny-props", contractCatalogue, contractConfig, now)).rejects.toThrow(
      "1 of 5 props were refused by Typesense, for example: Field `weeklyRate` must be an int32.; the live " +
        "collection was left as it was",
    );
    expect(calls).toEqual([
      "create ny-props-props-20261122103000 (16 fields)",
      "import 5 into ny-props-props-20261122103000",
      "delete ny-props-props-20261122103000",
    ]);
  });

  it("sends only listed props, in catalogue order, with every filter field", () => {
    const [first] = syncDocuments(contractCatalogue, contractConfig);
    expect(first).toMatchObject({
      id: "stool",
      department: "Props By Scene",
      categoryPath: "Props By Scene > Diner & Bar",
      subcategoryPath: "Props By Scene > Diner & Bar > Counters & Stools",
      priceBin: "under-25",
      custom_era: ["1950s"],
      catalogueOrder: 0,
      nameSort: "chrome diner stool",
      createdAt: 1790812800,
    });
    expect(JSON.parse(String(first?.prop))).toEqual(contractCatalogue[0]);
  });

  it("sends no prop's dock facts: the storefront's search key reads every document", () => {
    const [stool, ...rest] = contractCatalogue;
    if (!stool) throw new Error("the contract catalogue is empty");
    const kept = { ...stool, location: "Aisle 3 · Bay 12", replacementValue: 45_000 };
    const [first] = syncDocuments([kept, ...rest], contractConfig);
    expect(JSON.stringify(first)).not.toMatch(/Aisle 3|45000|location|replacementValue/);
    expect(JSON.parse(String(first?.prop))).toEqual(stool);
  });

  it("numbers each prop by its place in the whole file, hidden props included (as catalogue push stores it)", () => {
    const [stool, ...rest] = contractCatalogue;
    if (!stool || rest.length === 0) throw new Error("the contract catalogue needs two props");
    const documents = syncDocuments([{ ...stool, listed: false }, ...rest], contractConfig);
    expect(documents.map((document) => document.catalogueOrder)).toEqual(
      rest.flatMap((prop, index) => (prop.listed ? [index + 1] : [])),
    );
  });
});
