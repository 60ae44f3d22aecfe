// Sets listeners up lazily and takes them down when nobody needs them: the first component that
// watches a query starts its listener, the last one to leave stops it. Results and errors flow
// into the query status slice.
import { type StoreApi, createStore } from "zustand/vanilla";
import type { DocumentStore, QuerySpec, Unsubscribe } from "../port/document-store.js";
import { type QueryStatusSlice, createQueryStatusSlice } from "./query-status-slice.js";

export type QueryStatusStore = StoreApi<QueryStatusSlice>;

/** A fresh status store (one per app, and one per test). */
export function createQueryStatusStore(): QueryStatusStore {
  return createStore<QueryStatusSlice>()((...args) => ({ ...createQueryStatusSlice(...args) }));
}

/** A stable key for a query: the same spec always gives the same key. */
export function queryKey(spec: QuerySpec): string {
  return JSON.stringify([
    spec.collection,
    spec.where ?? [],
    spec.orderBy ?? [],
    spec.limit ?? null,
    spec.startAfter ?? null,
    spec.startAt ?? null,
  ]);
}

export interface QueryWatcher {
  /** Starts (or joins) the listener for `spec`; call the result to leave. */
  watch(spec: QuerySpec, key?: string): () => void;
  /** Keys with a live listener, and how many watchers each has. */
  active(): Record<string, number>;
}

export function createQueryWatcher(store: DocumentStore, status: QueryStatusStore): QueryWatcher {
  const listeners = new Map<string, { watchers: number; stop: Unsubscribe }>();
  return {
    watch(spec, key = queryKey(spec)) {
      const existing = listeners.get(key);
      if (existing) {
        existing.watchers += 1;
      } else {
        const actions = status.getState();
        actions.requestStarted(key);
        const stop = store.onQuery(
          spec,
          (snapshots) => status.getState().resultsReceived(key, snapshots),
          (error) => status.getState().requestFailed(key, error),
        );
        listeners.set(key, { watchers: 1, stop });
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const entry = listeners.get(key);
        if (!entry) return;
        entry.watchers -= 1;
        if (entry.watchers === 0) {
          entry.stop();
          listeners.delete(key);
          status.getState().queryCleared(key);
        }
      };
    },
    active: () => Object.fromEntries([...listeners].map(([key, entry]) => [key, entry.watchers])),
  };
}
