// The catalogue's search engine: Typesense when the build was given one, else the embedded engine
// over the tenant's own index file. Only pages that search (and their loaders) import this module,
// so none of it is in the first chunk.
import type { SearchEngine, SerializedIndex } from "@backlot/search/engine";
import type { TypesenseSearchClient } from "@backlot/search/typesense";
import { runtimeConfig } from "./runtime-config.js";
import { tenant } from "./tenant.js";

async function embeddedEngine(): Promise<SearchEngine> {
  const [{ createEmbeddedEngine, loadIndex }, response] = await Promise.all([import("@backlot/search/engine"), fetch("/catalogue/index.json")]);
  if (!response.ok) throw new Error(`The catalogue index could not be loaded (HTTP ${response.status} for /catalogue/index.json)`);
  return createEmbeddedEngine(loadIndex((await response.json()) as SerializedIndex));
}

/** Typesense, searched with a search-only key; the collection is the one `backlot search sync` fills. */
async function typesenseEngine({ url, searchKey }: { url: string; searchKey: string }): Promise<SearchEngine> {
  const [{ Client }, { createTypesenseEngine, aliasFor, typesenseNode }, { indexConfigFromTenant }] = await Promise.all([import("typesense"), import("@backlot/search/typesense"), import("@backlot/search/engine")]);
  const client = new Client({ nodes: [typesenseNode(url)], apiKey: searchKey, connectionTimeoutSeconds: 10 });
  return createTypesenseEngine({ client: client as unknown as TypesenseSearchClient, collection: aliasFor(tenant.id), config: indexConfigFromTenant(tenant) });
}

let engine: Promise<SearchEngine> | undefined;

/** The engine to use instead (the prerenderer's, built from the catalogue in Node). */
export function provideSearchEngine(given: SearchEngine): void {
  engine = Promise.resolve(given);
}

/** The search engine: Typesense when configured, else the embedded one over this build's index (loaded on first search). */
export function getSearchEngine(): Promise<SearchEngine> {
  engine ??= runtimeConfig.typesense ? typesenseEngine(runtimeConfig.typesense) : embeddedEngine();
  // A failed load may succeed later (the network came back): forget it so a retry loads again.
  engine.catch(() => (engine = undefined));
  return engine;
}
