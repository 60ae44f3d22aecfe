// The embedded engine over this build's catalogue index (/catalogue/index.json, written by the
// tenant build). Runs in the search worker; on the page itself only where there are no workers.
import { type SearchEngine, type SerializedIndex, createEmbeddedEngine, loadIndex } from "@backlot/search/engine";

export const catalogueIndexUrl = "/catalogue/index.json";

export async function loadCatalogueEngine(): Promise<SearchEngine> {
  const response = await fetch(catalogueIndexUrl);
  if (!response.ok)
    throw new Error(`The catalogue index could not be loaded (HTTP ${response.status} for ${catalogueIndexUrl})`);
  return createEmbeddedEngine(loadIndex((await response.json()) as SerializedIndex));
}
