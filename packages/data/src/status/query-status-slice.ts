// The query status slice (the "firestore" state; docs/decisions/0005): for each watched query, its
// status (requesting / requested), its data by id, its documents in order, and its errors.
import type { StateCreator } from "zustand";
import type { DocumentSnapshot } from "../port/document-store.js";

export interface QueryStatusState {
  status: {
    /** True while the first result of a query is awaited. */
    requesting: Record<string, boolean>;
    /** True once a query has had at least one result. */
    requested: Record<string, boolean>;
  };
  /** Documents by query key, then by id. */
  data: Record<string, Record<string, unknown>>;
  /** Documents by query key, in the query's order, each with its id. */
  ordered: Record<string, ({ id: string } & Record<string, unknown>)[]>;
  errors: {
    /** Keys of the queries whose last attempt failed. */
    allIds: string[];
    byQuery: Record<string, string>;
  };
}

export interface QueryStatusActions {
  requestStarted: (key: string) => void;
  resultsReceived: (key: string, snapshots: readonly DocumentSnapshot[]) => void;
  requestFailed: (key: string, error: Error) => void;
  /** Forgets a query (its last watcher left). */
  queryCleared: (key: string) => void;
}

export type QueryStatusSlice = QueryStatusState & QueryStatusActions;

export const emptyQueryStatus: QueryStatusState = {
  status: { requesting: {}, requested: {} },
  data: {},
  ordered: {},
  errors: { allIds: [], byQuery: {} },
};

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function withoutError(errors: QueryStatusState["errors"], key: string): QueryStatusState["errors"] {
  if (!(key in errors.byQuery)) return errors;
  return { allIds: errors.allIds.filter((id) => id !== key), byQuery: withoutKey(errors.byQuery, key) };
}

export const createQueryStatusSlice: StateCreator<QueryStatusSlice, [], [], QueryStatusSlice> = (set) => ({
  ...emptyQueryStatus,

  requestStarted: (key) =>
    set((state) => ({ status: { ...state.status, requesting: { ...state.status.requesting, [key]: true } } })),

  resultsReceived: (key, snapshots) =>
    set((state) => {
      const present = snapshots.filter((snap) => snap.exists && snap.data !== undefined);
      return {
        status: {
          requesting: { ...state.status.requesting, [key]: false },
          requested: { ...state.status.requested, [key]: true },
        },
        data: { ...state.data, [key]: Object.fromEntries(present.map((snap) => [snap.id, snap.data])) },
        ordered: {
          ...state.ordered,
          [key]: present.map((snap) => ({ id: snap.id, ...(snap.data as Record<string, unknown>) })),
        },
        errors: withoutError(state.errors, key),
      };
    }),

  requestFailed: (key, error) =>
    set((state) => ({
      status: { ...state.status, requesting: { ...state.status.requesting, [key]: false } },
      errors: {
        allIds: state.errors.allIds.includes(key) ? state.errors.allIds : [...state.errors.allIds, key],
        byQuery: { ...state.errors.byQuery, [key]: error.message },
      },
    })),

  queryCleared: (key) =>
    set((state) => ({
      status: {
        requesting: withoutKey(state.status.requesting, key),
        requested: withoutKey(state.status.requested, key),
      },
      data: withoutKey(state.data, key),
      ordered: withoutKey(state.ordered, key),
      errors: withoutError(state.errors, key),
    })),
});
