// Write-time field values (Firestore's FieldValue sentinels), as plain tagged objects so the
// embedded adapter applies them itself and the Firestore adapter maps them to the SDK's.

export type FieldValue =
  | { readonly __fieldValue: "serverTimestamp" }
  | { readonly __fieldValue: "increment"; readonly by: number }
  | { readonly __fieldValue: "arrayUnion"; readonly items: readonly unknown[] }
  | { readonly __fieldValue: "arrayRemove"; readonly items: readonly unknown[] }
  | { readonly __fieldValue: "delete" };

export const fieldValue = {
  /** The time the write is applied, as the store sees it. */
  serverTimestamp: (): FieldValue => ({ __fieldValue: "serverTimestamp" }),
  /** Adds `by` to the number (a missing field counts as 0); atomic under concurrent writers. */
  increment: (by: number): FieldValue => ({ __fieldValue: "increment", by }),
  /** Appends the items not already in the array. */
  arrayUnion: (...items: unknown[]): FieldValue => ({ __fieldValue: "arrayUnion", items }),
  /** Removes every occurrence of the items. */
  arrayRemove: (...items: unknown[]): FieldValue => ({ __fieldValue: "arrayRemove", items }),
  /** Removes the field (with merge or update). */
  delete: (): FieldValue => ({ __fieldValue: "delete" }),
} as const;

export function isFieldValue(value: unknown): value is FieldValue {
  return typeof value === "object" && value !== null && "__fieldValue" in value;
}
