// The writes a batch or transaction collects, and how they apply to stored documents.
import type { SetOptions, WriteData } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { splitDocumentPath } from "../port/paths.js";
import { applySet, applyUpdate } from "./apply-writes.js";
import type { Mutation, StoredDocument } from "./storage-backend.js";

export type Operation =
  | { kind: "set"; path: string; data: WriteData; merge: boolean }
  | { kind: "update"; path: string; data: WriteData }
  | { kind: "delete"; path: string };

export function setOperation(path: string, data: WriteData, options?: SetOptions): Operation {
  splitDocumentPath(path);
  return { kind: "set", path, data, merge: options?.merge === true };
}

export function updateOperation(path: string, data: WriteData): Operation {
  splitDocumentPath(path);
  return { kind: "update", path, data };
}

export function deleteOperation(path: string): Operation {
  splitDocumentPath(path);
  return { kind: "delete", path };
}

/**
 * Applies operations in order over the current documents and returns the mutations to store.
 * `expectedVersions` (from a transaction's reads) aborts the commit if any document changed since.
 */
export function planCommit(
  operations: readonly Operation[],
  current: Map<string, StoredDocument | undefined>,
  now: Date,
  expectedVersions: ReadonlyMap<string, number> = new Map(),
): Mutation[] {
  for (const [path, version] of expectedVersions) {
    if ((current.get(path)?.version ?? 0) !== version) {
      throw new DocumentStoreError("aborted", `Document ${path} changed during the transaction`);
    }
  }
  const working = new Map(current);
  const touched = new Set<string>();
  for (const operation of operations) {
    const existing = working.get(operation.path);
    const version = (existing?.version ?? 0) + 1;
    const { collection } = splitDocumentPath(operation.path);
    touched.add(operation.path);
    switch (operation.kind) {
      case "set":
        working.set(operation.path, {
          path: operation.path,
          collection,
          version,
          data: applySet(existing?.data, operation.data, operation.merge, now),
        });
        break;
      case "update":
        if (!existing) throw new DocumentStoreError("not-found", `No document to update: ${operation.path}`);
        working.set(operation.path, { ...existing, version, data: applyUpdate(existing.data, operation.data, now) });
        break;
      case "delete":
        working.set(operation.path, undefined);
        break;
    }
  }
  return [...touched].map((path) => ({ path, document: working.get(path) }));
}
