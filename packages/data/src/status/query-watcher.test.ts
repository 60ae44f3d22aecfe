import { beforeEach, describe, expect, it, vi } from "vitest";
import { memoryBackend } from "../embedded/memory-backend.js";
import { EmbeddedStore } from "../embedded/embedded-store.js";
import type { DocumentStore } from "../port/document-store.js";
import { emptyQueryStatus } from "./query-status-slice.js";
import { type QueryStatusStore, createQueryStatusStore, createQueryWatcher, queryKey } from "./query-watcher.js";

let store: EmbeddedStore;
let status: QueryStatusStore;

beforeEach(async () => {
  store = new EmbeddedStore(memoryBackend());
  status = createQueryStatusStore();
  await store.set("vendors/v1/setLists/b", { ownerUid: "u1", name: "Precinct" });
  await store.set("vendors/v1/setLists/a", { ownerUid: "u1", name: "Diner" });
});

const spec = {
  collection: "vendors/v1/setLists",
  where: [["ownerUid", "==", "u1"]],
  orderBy: [["name", "asc"]],
} as const;

describe("query watcher and status slice", () => {
  it("starts empty", () => {
    expect(status.getState()).toMatchObject(emptyQueryStatus);
  });

  it("marks a query requesting, then requested with data by id and in order", async () => {
    const key = queryKey(spec);
    const watcher = createQueryWatcher(store, status);
    watcher.watch(spec);
    expect(status.getState().status.requesting[key]).toBe(true);
    await vi.waitFor(() => expect(status.getState().status.requested[key]).toBe(true), { timeout: 10_000 });
    const state = status.getState();
    expect(state.status.requesting[key]).toBe(false);
    expect(state.ordered[key]).toEqual([
      { id: "a", ownerUid: "u1", name: "Diner" },
      { id: "b", ownerUid: "u1", name: "Precinct" },
    ]);
    expect(state.data[key]).toEqual({ a: { ownerUid: "u1", name: "Diner" }, b: { ownerUid: "u1", name: "Precinct" } });

    await store.set("vendors/v1/setLists/c", { ownerUid: "u1", name: "Alley" });
    await vi.waitFor(() => expect(status.getState().ordered[key]?.map((doc) => doc.id)).toEqual(["c", "a", "b"]), {
      timeout: 10_000,
    });
  });

  it("shares one listener between watchers and stops it when the last one leaves", async () => {
    const onQuery = vi.spyOn(store, "onQuery");
    const watcher = createQueryWatcher(store, status);
    const leaveA = watcher.watch(spec);
    const leaveB = watcher.watch(spec);
    expect(onQuery).toHaveBeenCalledOnce();
    expect(watcher.active()).toEqual({ [queryKey(spec)]: 2 });
    leaveA();
    leaveA();
    expect(watcher.active()).toEqual({ [queryKey(spec)]: 1 });
    await vi.waitFor(() => expect(status.getState().status.requested[queryKey(spec)]).toBe(true), { timeout: 10_000 });
    leaveB();
    expect(watcher.active()).toEqual({});
    expect(status.getState().ordered[queryKey(spec)]).toBeUndefined();
  });

  it("records a listener's error by query, and clears it on the next result", () => {
    let fail: (error: Error) => void = () => undefined;
    let deliver: (snaps: []) => void = () => undefined;
    const fakeFailingStore = {
      onQuery: (_spec: unknown, onNext: (snaps: []) => void, onError: (error: Error) => void) => {
        fail = onError;
        deliver = onNext;
        return () => undefined;
      },
    } as unknown as DocumentStore;
    createQueryWatcher(fakeFailingStore, status).watch(spec, "mine");
    fail(new Error("Missing or insufficient permissions."));
    expect(status.getState().errors).toEqual({
      allIds: ["mine"],
      byQuery: { mine: "Missing or insufficient permissions." },
    });
    expect(status.getState().status.requesting.mine).toBe(false);
    deliver([]);
    expect(status.getState().errors).toEqual({ allIds: [], byQuery: {} });
  });

  it("gives the same key to the same query", () => {
    expect(queryKey({ ...spec })).toBe(queryKey(spec));
    expect(queryKey({ ...spec, limit: 5 })).not.toBe(queryKey(spec));
  });
});
