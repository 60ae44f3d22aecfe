// Where the embedded store keeps documents. Two backends: IndexedDB through Dexie, and memory
// (for private windows without IndexedDB). The engine needs only these four operations.
import type { DocumentData } from "../port/document-store.js";

export interface StoredDocument {
  path: string;
  /** Parent collection path, indexed for queries. */
  collection: string;
  data: DocumentData;
  /** Incremented on every write; transactions use it to detect concurrent changes. */
  version: number;
}

export type Mutation = { path: string; document: StoredDocument | undefined };

export interface StorageBackend {
  readonly kind: "indexeddb" | "memory";
  read(path: string): Promise<StoredDocument | undefined>;
  readCollection(collection: string): Promise<StoredDocument[]>;
  /**
   * Atomically reads `paths`, lets `decide` compute the new state of some documents (undefined
   * deletes), and writes it. `decide` is synchronous and may throw to abort without writing.
   */
  commit(
    paths: readonly string[],
    decide: (current: Map<string, StoredDocument | undefined>) => Mutation[],
  ): Promise<void>;
  close(): void;
}
