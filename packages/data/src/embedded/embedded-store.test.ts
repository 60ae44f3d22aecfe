import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import { describeDocumentStoreContract } from "../../test/document-store-contract.js";
import { eventQueue } from "../../test/event-queue.js";
import type { DocumentSnapshot } from "../port/document-store.js";
import { memoryBackend } from "./memory-backend.js";
import { EmbeddedStore } from "./embedded-store.js";
import { memoryFallbackNotice, openEmbeddedStore } from "./open-embedded-store.js";

describeDocumentStoreContract("embedded on IndexedDB (fake-indexeddb)", async () => {
  const store = await openEmbeddedStore({ name: "contract", indexedDB: new IDBFactory(), IDBKeyRange });
  expect(store.backendKind).toBe("indexeddb");
  return { store, cleanup: () => store.close() };
});

describeDocumentStoreContract("embedded in memory", () => {
  const store = new EmbeddedStore(memoryBackend());
  return Promise.resolve({ store, cleanup: () => store.close() });
});

describe("embedded store specifics", () => {
  it("keeps data across reopening the same database", async () => {
    const indexedDB = new IDBFactory();
    const first = await openEmbeddedStore({ name: "persist", indexedDB, IDBKeyRange });
    await first.set("vendors/v1/users/u1", { email: "a@example.com" });
    await first.close();
    const second = await openEmbeddedStore({ name: "persist", indexedDB, IDBKeyRange });
    expect((await second.get("vendors/v1/users/u1")).data).toEqual({ email: "a@example.com" });
    await second.close();
  });

  it("tells listeners in another tab about writes (BroadcastChannel)", async () => {
    const indexedDB = new IDBFactory();
    const tabA = await openEmbeddedStore({ name: "tabs", indexedDB, IDBKeyRange });
    const tabB = await openEmbeddedStore({ name: "tabs", indexedDB, IDBKeyRange });
    const seenInB = eventQueue<DocumentSnapshot[]>();
    const stop = tabB.onQuery({ collection: "vendors/v1/setLists" }, (snaps) => seenInB.push(snaps));
    expect(await seenInB.next("initial results in tab B")).toEqual([]);
    await tabA.set("vendors/v1/setLists/l1", { name: "Diner set" });
    const update = await seenInB.until((snaps) => snaps.length === 1, "tab A's write seen in tab B");
    expect(update[0]?.data).toEqual({ name: "Diner set" });
    stop();
    await tabA.close();
    await tabB.close();
  });

  it("falls back to memory with a one-line notice when IndexedDB is unavailable", async () => {
    const notice = vi.fn();
    // Node has no global indexedDB, so leaving it out takes the private-window path.
    const store = await openEmbeddedStore({ name: "private", notice });
    expect(store.backendKind).toBe("memory");
    expect(notice).toHaveBeenCalledExactlyOnceWith(memoryFallbackNotice);
    await store.set("vendors/v1/users/u1", { ok: true });
    expect((await store.get("vendors/v1/users/u1")).data).toEqual({ ok: true });
  });

  it("falls back to memory when IndexedDB refuses to open", async () => {
    const refusing = {
      open: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    } as unknown as IDBFactory;
    const notice = vi.fn();
    const store = await openEmbeddedStore({ name: "refused", indexedDB: refusing, IDBKeyRange, notice });
    expect(store.backendKind).toBe("memory");
    expect(notice).toHaveBeenCalledOnce();
  });

  it("gives up on a transaction that keeps colliding, with 'aborted'", async () => {
    const store = new EmbeddedStore(memoryBackend(), { maxTransactionAttempts: 3 });
    await store.set("c/doc", { n: 0 });
    let attempts = 0;
    const result = store.runTransaction(async (tx) => {
      attempts += 1;
      await tx.get("c/doc");
      await store.update("c/doc", { n: attempts }); // another writer changes what we read
      tx.set("c/doc", { n: -1 });
    });
    await expect(result).rejects.toMatchObject({ code: "aborted" });
    expect(attempts).toBe(3);
  });

  it("stamps server timestamps with its clock", async () => {
    const store = new EmbeddedStore(memoryBackend(), { now: () => new Date("2026-11-22T12:00:00Z") });
    await store.set("c/doc", { at: { __fieldValue: "serverTimestamp" } });
    expect((await store.get("c/doc")).data?.at).toEqual(new Date("2026-11-22T12:00:00Z"));
  });
});
