// The SearchEngine contract on a real Typesense server: runs wherever TYPESENSE_URL (and
// TYPESENSE_API_KEY) point at one. The Typesense server has no package for these machines, so
// here the request building and parsing are covered by pure tests instead.
import { describe, it } from "vitest";
import { describeSearchEngineContract } from "../../test/search-engine-contract.js";
import { type TypesenseAdminClient, syncCatalogue } from "./sync-catalogue.js";
import { type TypesenseSearchClient, createTypesenseEngine } from "./typesense-engine.js";

const url = process.env.TYPESENSE_URL;

if (url) {
  describeSearchEngineContract(`Typesense at ${url}`, async (catalogue, config) => {
    const { Client } = await import("typesense");
    const { protocol, hostname, port } = new URL(url);
    const client = new Client({
      nodes: [
        {
          host: hostname,
          port: Number(port || (protocol === "https:" ? 443 : 80)),
          protocol: protocol.replace(":", ""),
        },
      ],
      apiKey: process.env.TYPESENSE_API_KEY ?? "xyz",
      connectionTimeoutSeconds: 10,
    });
    const tenant = `contract-${Date.now()}`;
    const { alias } = await syncCatalogue(client as unknown as TypesenseAdminClient, tenant, catalogue, config);
    return createTypesenseEngine({ client: client as unknown as TypesenseSearchClient, collection: alias, config });
  });
} else {
  describe("SearchEngine contract: Typesense", () => {
    it.skip("needs TYPESENSE_URL (no Typesense server package exists for these machines)", () => undefined);
  });
}
