// The IndexedDB backend, through Dexie. One table of documents keyed by path and indexed by
// parent collection; a commit is one read-write IndexedDB transaction, so concurrent tabs and
// concurrent writers in one tab never interleave inside it.
import { Dexie, type Table } from "dexie";
import type { StorageBackend, StoredDocument } from "./storage-backend.js";

export interface DexieBackendOptions {
  /** Database name; one per tenant and environment. */
  name: string;
  /** IndexedDB implementation (defaults to the browser's; fake-indexeddb in Node tests). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

class DocumentDatabase extends Dexie {
  documents!: Table<StoredDocument, string>;
  constructor(options: DexieBackendOptions) {
    super(options.name, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    this.version(1).stores({ documents: "path, collection" });
  }
}

/** Opens the database; rejects when IndexedDB is missing or refuses (private windows). */
export async function openDexieBackend(options: DexieBackendOptions): Promise<StorageBackend> {
  const db = new DocumentDatabase(options);
  await db.open();
  return {
    kind: "indexeddb",
    read: (path) => db.documents.get(path),
    readCollection: (collection) => db.documents.where("collection").equals(collection).toArray(),
    commit: (paths, decide) =>
      db.transaction("rw", db.documents, async () => {
        const found = await db.documents.bulkGet([...paths]);
        const current = new Map(paths.map((path, index) => [path, found[index]]));
        const mutations = decide(current);
        const puts = mutations.flatMap((mutation) => (mutation.document ? [mutation.document] : []));
        const deletes = mutations.flatMap((mutation) => (mutation.document ? [] : [mutation.path]));
        if (puts.length > 0) await db.documents.bulkPut(puts);
        if (deletes.length > 0) await db.documents.bulkDelete(deletes);
      }),
    close: () => db.close(),
  };
}
