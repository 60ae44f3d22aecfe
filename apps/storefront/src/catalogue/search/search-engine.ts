// The catalogue's search engine: Typesense when the build was given one, else the embedded engine
// over the tenant's own index file, run in a Web Worker. Only pages that search (and their
// loaders) import this module, so none of it is in the first chunk.
import type { SearchEngine } from "@backlot/search/engine";
import type { TypesenseSearchClient } from "@backlot/search/typesense";
import { createWorkerEngine } from "@backlot/search/worker";
import { typesenseConfigOf } from "@backlot/hosting/typesense-config";
import { tenant } from "../../app/tenant.js";

/**
 * The embedded engine in a worker: parsing the index is one long task (about 100 ms on a phone)
 * that would otherwise block input while the page starts. Where there are no workers (tests in
 * jsdom), it loads on the page.
 */
function embeddedEngine(): Promise<SearchEngine> {
  if (typeof Worker !== "function")
    return import("./catalogue-index.js").then((module) => module.loadCatalogueEngine());
  const worker = new Worker(new URL("./search-worker.ts", import.meta.url), {
    type: "module",
    name: "catalogue-search",
  });
  const searchEngine = createWorkerEngine(worker);
  const started = Promise.resolve<SearchEngine>(searchEngine);
  worker.addEventListener("error", (event) => {
    searchEngine.fail(event.message || "its script could not be loaded");
    // The next search starts a new worker (the script may load now).
    worker.terminate();
    if (engine === started) engine = undefined;
  });
  return started;
}

/** Typesense, searched with a search-only key; the collection is the one `backlot search sync` fills. */
async function typesenseEngine({ url, searchKey }: { url: string; searchKey: string }): Promise<SearchEngine> {
  const [{ Client }, { createTypesenseEngine, aliasFor, typesenseNode }, { indexConfigFromTenant }] = await Promise.all(
    [import("typesense"), import("@backlot/search/typesense"), import("@backlot/search/engine")],
  );
  const client = new Client({ nodes: [typesenseNode(url)], apiKey: searchKey, connectionTimeoutSeconds: 10 });
  return createTypesenseEngine({
    client: client as unknown as TypesenseSearchClient,
    collection: aliasFor(tenant.id),
    config: indexConfigFromTenant(tenant),
  });
}

let engine: Promise<SearchEngine> | undefined;

/** The engine to use instead (the prerenderer's, built from the catalogue in Node). */
export function provideSearchEngine(given: SearchEngine): void {
  engine = Promise.resolve(given);
}

/**
 * The search engine: Typesense when configured, else the embedded one over this build's index
 * (loaded on first search).
 */
export function getSearchEngine(): Promise<SearchEngine> {
  const typesense = typesenseConfigOf(import.meta.env ?? {});
  engine ??= typesense ? typesenseEngine(typesense) : embeddedEngine();
  // A failed load may succeed later (the network came back): forget it so a retry loads again.
  engine.catch(() => (engine = undefined));
  return engine;
}
