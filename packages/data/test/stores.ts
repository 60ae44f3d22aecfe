// A fresh embedded store on its own fake IndexedDB for each test, with a clock the test controls.
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { openEmbeddedStore } from "../src/embedded/open-embedded-store.js";

export const vendor = { vendorId: "bowery-prop-house", vendorName: "bowery" };

export async function openTestStore(start = new Date("2026-11-22T09:00:00Z")) {
  let now = start;
  const store = await openEmbeddedStore({ name: "test", indexedDB: new IDBFactory(), IDBKeyRange, now: () => now });
  return {
    store,
    clock: {
      now: () => now,
      advance(ms: number) {
        now = new Date(now.getTime() + ms);
      },
    },
  };
}
