// @backlot/data: the DocumentStore port and the repositories. Adapters have their own entry
// points (./embedded, ./firestore) so an app loads only the one it uses.
export type {
  DocumentData,
  DocumentSnapshot,
  DocumentStore,
  QuerySpec,
  SetOptions,
  Transaction,
  Unsubscribe,
  WhereOperator,
  WriteBatch,
  WriteData,
} from "./port/document-store.js";
export { DocumentStoreError, isDocumentStoreError } from "./port/errors.js";
export type { DocumentStoreErrorCode } from "./port/errors.js";
export { fieldValue, isFieldValue } from "./port/field-values.js";
export type { FieldValue } from "./port/field-values.js";
export { withListenerRetry } from "./port/listen-with-retry.js";
export type { RetryOptions } from "./port/listen-with-retry.js";
export { listenerBackoff, retryDelay } from "./port/retry-backoff.js";
export type { BackoffPolicy } from "./port/retry-backoff.js";
export * from "./repositories/index.js";
