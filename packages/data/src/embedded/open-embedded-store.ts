// Opens the embedded store for a tenant: IndexedDB when the browser allows it, else memory with
// a one-line notice (private windows may refuse IndexedDB).
import { openDexieBackend } from "./dexie-backend.js";
import { EmbeddedStore, type EmbeddedStoreOptions } from "./embedded-store.js";
import { memoryBackend } from "./memory-backend.js";

export interface OpenEmbeddedStoreOptions extends Omit<EmbeddedStoreOptions, "channelName"> {
  /** Database name, like "backlot-ny-props". */
  name: string;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Where the fallback notice goes (console.warn by default; apps also show it on screen). */
  notice?: (message: string) => void;
}

export const memoryFallbackNotice =
  "This browser does not allow this site to store data (a private window?), so your favourites and set lists " +
  "are kept only until this tab closes.";

export async function openEmbeddedStore(options: OpenEmbeddedStoreOptions): Promise<EmbeddedStore> {
  const {
    name,
    notice = (message) => console.warn(`Backlot: ${message}`),
    indexedDB: given,
    IDBKeyRange: keyRange,
    ...storeOptions
  } = options;
  const indexedDB = given ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (indexedDB) {
    try {
      const backend = await openDexieBackend({ name, indexedDB, ...(keyRange ? { IDBKeyRange: keyRange } : {}) });
      return new EmbeddedStore(backend, { ...storeOptions, channelName: `backlot-store:${name}` });
    } catch {
      // Fall through to memory: the notice below tells the user what that means.
    }
  }
  notice(memoryFallbackNotice);
  return new EmbeddedStore(memoryBackend(), storeOptions);
}
