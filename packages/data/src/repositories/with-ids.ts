// Query results as plain records with their ids, skipping any that vanished.
import type { DocumentSnapshot } from "../port/document-store.js";

export function withIds<T>(snapshots: readonly DocumentSnapshot<T>[]): (T & { id: string })[] {
  return snapshots.flatMap((snap) => (snap.data ? [{ id: snap.id, ...snap.data }] : []));
}
