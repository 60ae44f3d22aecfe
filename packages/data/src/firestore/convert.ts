// Conversions between the port's plain values and the Firestore SDK's: field value sentinels to
// the SDK's FieldValues, Timestamps back to Dates, and SDK errors to DocumentStoreErrors.
import type * as Firestore from "firebase/firestore";
import { type DocumentStoreErrorCode, DocumentStoreError } from "../port/errors.js";
import { isFieldValue } from "../port/field-values.js";

export type FirestoreSdk = typeof Firestore;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Port data -> SDK data: sentinels become the SDK's FieldValues; Dates pass (the SDK stores them as Timestamps). */
export function toSdkValue(sdk: FirestoreSdk, value: unknown): unknown {
  if (isFieldValue(value)) {
    switch (value.__fieldValue) {
      case "serverTimestamp":
        return sdk.serverTimestamp();
      case "increment":
        return sdk.increment(value.by);
      case "arrayUnion":
        return sdk.arrayUnion(...value.items.map((item) => toSdkValue(sdk, item)));
      case "arrayRemove":
        return sdk.arrayRemove(...value.items.map((item) => toSdkValue(sdk, item)));
      case "delete":
        return sdk.deleteField();
    }
  }
  if (Array.isArray(value)) return value.map((item) => toSdkValue(sdk, item));
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toSdkValue(sdk, item)]));
  return value;
}

export function toSdkData(sdk: FirestoreSdk, data: Record<string, unknown>): Record<string, unknown> {
  return toSdkValue(sdk, data) as Record<string, unknown>;
}

/** SDK data -> port data: Timestamps become Dates, at any depth. */
export function fromSdkValue(sdk: FirestoreSdk, value: unknown): unknown {
  if (value instanceof sdk.Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map((item) => fromSdkValue(sdk, item));
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromSdkValue(sdk, item)]));
  return value;
}

const knownCodes = new Set<DocumentStoreErrorCode>([
  "not-found",
  "already-exists",
  "permission-denied",
  "invalid-argument",
  "failed-precondition",
  "aborted",
  "unavailable",
]);

/** Any error from the SDK as a DocumentStoreError with the same code (others become "unknown"). */
export function fromSdkError(error: unknown): DocumentStoreError {
  if (error instanceof DocumentStoreError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const mapped: DocumentStoreErrorCode =
    typeof code === "string" && knownCodes.has(code as DocumentStoreErrorCode)
      ? (code as DocumentStoreErrorCode)
      : "unknown";
  const message = error instanceof Error ? error.message : String(error);
  return new DocumentStoreError(mapped, message, { cause: error });
}
