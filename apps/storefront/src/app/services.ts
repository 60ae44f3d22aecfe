// The storefront's services, started once: the document store, the auth flows over Firebase Auth,
// and the search engine. They load after the first paint (start-services.ts and the search engine
// are imported dynamically), never in a page's own code: this module is in the first chunk, so
// all it holds statically is the auth store.
import { type AccountFlows, type AuthFlows, createAuthStore } from "@backlot/auth";
import type { DocumentStore, SetLists, VendorUsers, favorites } from "@backlot/data";
import type { SearchEngine, SerializedIndex } from "@backlot/search/engine";
import type { TypesenseSearchClient } from "@backlot/search/typesense";
import { runtimeConfig } from "./runtime-config.js";
import { tenant } from "./tenant.js";

/** The auth state lives from the first render; the flows arrive once the services start. */
export const authStore = createAuthStore();

export interface Services {
  documents: DocumentStore;
  auth: AuthFlows;
  account: AccountFlows;
  users: VendorUsers;
  favorites: ReturnType<typeof favorites>;
  setLists: SetLists;
}

const start = async (): Promise<Services> => (await import("./start-services.js")).startServices(authStore);

let services: Promise<Services> | undefined;
/** Starts the services on first call; every later call gets the same ones. */
export const getServices = (): Promise<Services> => (services ??= start());

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
