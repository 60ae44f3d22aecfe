// The in-memory backend: used where IndexedDB is unavailable. Single-threaded JavaScript makes
// each commit atomic (nothing awaits between its read and its write).
import type { Mutation, StorageBackend, StoredDocument } from "./storage-backend.js";

export function memoryBackend(): StorageBackend {
  const documents = new Map<string, StoredDocument>();
  return {
    kind: "memory",
    read: (path) => Promise.resolve(structuredClone(documents.get(path))),
    readCollection: (collection) =>
      Promise.resolve(
        [...documents.values()].filter((doc) => doc.collection === collection).map((doc) => structuredClone(doc)),
      ),
    commit(paths, decide) {
      try {
        const current = new Map(paths.map((path) => [path, structuredClone(documents.get(path))]));
        apply(documents, decide(current));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    close: () => undefined,
  };
}

function apply(documents: Map<string, StoredDocument>, mutations: Mutation[]): void {
  for (const { path, document } of mutations) {
    if (document) documents.set(path, structuredClone(document));
    else documents.delete(path);
  }
}
