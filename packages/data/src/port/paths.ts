// Document and collection paths: "a/b" is a document, "a" or "a/b/c" a collection.
import { DocumentStoreError } from "./errors.js";

function segments(path: string, what: string): string[] {
  const parts = path.split("/");
  if (path === "" || parts.some((part) => part === "" || part === "." || part === "..")) {
    throw new DocumentStoreError("invalid-argument", `${what} path "${path}" has an empty or relative segment`);
  }
  return parts;
}

/** Checks a document path and returns its parent collection path and id. */
export function splitDocumentPath(path: string): { collection: string; id: string } {
  const parts = segments(path, "document");
  if (parts.length % 2 !== 0) {
    throw new DocumentStoreError(
      "invalid-argument",
      `"${path}" is not a document path: it needs an even number of segments, like "vendors/v1"`,
    );
  }
  return { collection: parts.slice(0, -1).join("/"), id: parts[parts.length - 1] as string };
}

export function checkCollectionPath(path: string): string {
  const parts = segments(path, "collection");
  if (parts.length % 2 !== 1) {
    throw new DocumentStoreError(
      "invalid-argument",
      `"${path}" is not a collection path: it needs an odd number of segments, like "vendors/v1/users"`,
    );
  }
  return path;
}

const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 20 random characters, as Firestore's auto ids. */
export function randomId(): string {
  let id = "";
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every
      // character equally likely.
      if (byte < 248 && id.length < 20) id += idAlphabet[byte % 62];
    }
  }
  return id;
}
