// Errors from any DocumentStore adapter, with Firestore's codes so callers handle one set.
export type DocumentStoreErrorCode =
  | "not-found"
  | "already-exists"
  | "permission-denied"
  | "invalid-argument"
  | "failed-precondition"
  | "aborted"
  | "unavailable"
  | "unknown";

export class DocumentStoreError extends Error {
  override name = "DocumentStoreError";
  constructor(
    readonly code: DocumentStoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDocumentStoreError(error: unknown, code?: DocumentStoreErrorCode): error is DocumentStoreError {
  return error instanceof DocumentStoreError && (code === undefined || error.code === code);
}
