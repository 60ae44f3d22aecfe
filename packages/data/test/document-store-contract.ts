// The DocumentStore contract: the behaviour every adapter must show. Adapter test files call
// describeDocumentStoreContract with a factory; the suite never looks inside an adapter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSnapshot, DocumentStore } from "../src/port/document-store.js";
import { DocumentStoreError } from "../src/port/errors.js";
import { fieldValue } from "../src/port/field-values.js";
import { eventQueue } from "./event-queue.js";

export interface ContractSubject {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

async function expectCode(promise: Promise<unknown>, code: DocumentStoreError["code"]): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentStoreError);
  expect((error as DocumentStoreError).code).toBe(code);
}

const ids = (snaps: DocumentSnapshot[]) => snaps.map((snap) => snap.id);

export function describeDocumentStoreContract(adapter: string, open: () => Promise<ContractSubject>): void {
  describe(`DocumentStore contract: ${adapter}`, () => {
    let subject: ContractSubject;
    let store: DocumentStore;
    /** A fresh collection per test, so tests never see each other's documents. */
    const collection = () => `contract/${store.newId()}/items`;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => subject.cleanup());

    describe("reads and writes", () => {
      it("reports a missing document as not existing", async () => {
        const snap = await store.get(`${collection()}/missing`);
        expect(snap).toMatchObject({ id: "missing", exists: false, data: undefined });
      });

      it("round-trips every kind of value", async () => {
        const path = `${collection()}/a`;
        const data = {
          text: "Victorian lamp",
          count: 3,
          price: 12.5,
          flag: true,
          nothing: null,
          when: new Date("2026-11-22T10:00:00.000Z"),
          tags: ["brass", "lamp"],
          nested: { deeper: { value: 1 }, list: [{ a: 1 }] },
        };
        await store.set(path, data);
        const snap = await store.get(path);
        expect(snap).toMatchObject({ id: "a", path, exists: true });
        expect(snap.data).toEqual(data);
        expect(snap.data?.when).toBeInstanceOf(Date);
      });

      it("set replaces a document; set with merge merges nested maps", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { a: 1, map: { x: 1, y: 2 } });
        await store.set(path, { b: 2 });
        expect((await store.get(path)).data).toEqual({ b: 2 });
        await store.set(path, { map: { y: 3, z: 4 } }, { merge: true });
        await store.set(path, { map: { x: 9 } }, { merge: true });
        expect((await store.get(path)).data).toEqual({ b: 2, map: { x: 9, y: 3, z: 4 } });
      });

      it("update changes fields by path and fails on a missing document", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { name: "Chair", stats: { views: 1, likes: 2 } });
        await store.update(path, { "stats.views": 5, name: "Armchair" });
        expect((await store.get(path)).data).toEqual({ name: "Armchair", stats: { views: 5, likes: 2 } });
        await store.update(path, { stats: { only: 1 } });
        expect((await store.get(path)).data).toEqual({ name: "Armchair", stats: { only: 1 } });
        await expectCode(store.update(`${collection()}/nope`, { a: 1 }), "not-found");
      });

      it("deletes a document; deleting a missing one is fine", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { a: 1 });
        await store.delete(path);
        expect((await store.get(path)).exists).toBe(false);
        await store.delete(path);
      });

      it("adds documents with new, distinct ids", async () => {
        const items = collection();
        const first = await store.add(items, { n: 1 });
        const second = await store.add(items, { n: 2 });
        expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(first).not.toBe(second);
        expect((await store.get(`${items}/${first}`)).data).toEqual({ n: 1 });
      });

      it("rejects values the production store would refuse, and bad paths", async () => {
        await expectCode(store.set(`${collection()}/a`, { bad: undefined }), "invalid-argument");
        await expectCode(
          Promise.resolve().then(() => store.get("contract")),
          "invalid-argument",
        );
        await expectCode(
          Promise.resolve().then(() => store.query({ collection: "contract/x" })),
          "invalid-argument",
        );
      });
    });

    describe("field values", () => {
      it("serverTimestamp stores the write time as a Date", async () => {
        const path = `${collection()}/a`;
        const before = Date.now();
        await store.set(path, { createdAt: fieldValue.serverTimestamp() });
        const createdAt = (await store.get(path)).data?.createdAt as Date;
        expect(createdAt).toBeInstanceOf(Date);
        expect(Math.abs(createdAt.getTime() - before)).toBeLessThan(60_000);
      });

      it("increment adds to a number, starting from 0 when missing", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { stats: { favoriteCount: 2 } });
        await store.update(path, {
          "stats.favoriteCount": fieldValue.increment(3),
          "stats.orderCount": fieldValue.increment(1),
        });
        expect((await store.get(path)).data).toEqual({ stats: { favoriteCount: 5, orderCount: 1 } });
      });

      it("arrayUnion adds only new items; arrayRemove removes every match", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { favorites: ["p1", "p2"] });
        await store.update(path, { favorites: fieldValue.arrayUnion("p2", "p3") });
        expect((await store.get(path)).data?.favorites).toEqual(["p1", "p2", "p3"]);
        await store.update(path, { favorites: fieldValue.arrayRemove("p1", "p9") });
        expect((await store.get(path)).data?.favorites).toEqual(["p2", "p3"]);
      });

      it("delete removes a field with update and with merge", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { a: 1, b: 2, map: { c: 3, d: 4 } });
        await store.update(path, { a: fieldValue.delete(), "map.c": fieldValue.delete() });
        await store.set(path, { b: fieldValue.delete() }, { merge: true });
        expect((await store.get(path)).data).toEqual({ map: { d: 4 } });
      });

      it("increments from concurrent writers all count", async () => {
        const path = `${collection()}/counter`;
        await store.set(path, { count: 0 });
        await Promise.all(Array.from({ length: 25 }, () => store.update(path, { count: fieldValue.increment(1) })));
        expect((await store.get(path)).data?.count).toBe(25);
      });
    });

    describe("queries", () => {
      const seed = async () => {
        const items = collection();
        const rows = [
          { id: "a", name: "Anvil", price: 40, era: "1920s", tags: ["metal", "heavy"], added: new Date("2026-01-01") },
          { id: "b", name: "Bugle", price: 15, era: "1940s", tags: ["brass"], added: new Date("2026-02-01") },
          { id: "c", name: "Camera", price: 120, era: "1950s", tags: ["metal"], added: new Date("2026-03-01") },
          { id: "d", name: "Desk", price: 15, era: "1950s", tags: [], added: new Date("2026-04-01") },
          { id: "e", name: "Easel", era: "1920s", tags: ["wood"] },
        ];
        const batch = store.batch();
        for (const { id, ...data } of rows) batch.set(`${items}/${id}`, data);
        await batch.commit();
        return items;
      };

      it("filters with equality, ranges, membership and arrays", async () => {
        const items = await seed();
        expect(ids(await store.query({ collection: items, where: [["era", "==", "1950s"]] }))).toEqual(["c", "d"]);
        expect(ids(await store.query({ collection: items, where: [["price", ">=", 40]] }))).toEqual(["a", "c"]);
        expect(ids(await store.query({ collection: items, where: [["price", "<", 40]] }))).toEqual(["b", "d"]);
        expect(ids(await store.query({ collection: items, where: [["tags", "array-contains", "metal"]] }))).toEqual([
          "a",
          "c",
        ]);
        expect(
          ids(await store.query({ collection: items, where: [["tags", "array-contains-any", ["brass", "wood"]]] })),
        ).toEqual(["b", "e"]);
        expect(ids(await store.query({ collection: items, where: [["era", "in", ["1920s", "1940s"]]] }))).toEqual([
          "a",
          "b",
          "e",
        ]);
        expect(
          ids(
            await store.query({
              collection: items,
              where: [
                ["era", "==", "1950s"],
                ["price", "==", 15],
              ],
            }),
          ),
        ).toEqual(["d"]);
      });

      it("orders, limits and pages with cursors; documents without the field are left out", async () => {
        const items = await seed();
        const byPrice = {
          collection: items,
          orderBy: [
            ["price", "asc"],
            ["name", "asc"],
          ] as const,
        };
        expect(ids(await store.query(byPrice))).toEqual(["b", "d", "a", "c"]);
        expect(ids(await store.query({ collection: items, orderBy: [["added", "desc"]], limit: 2 }))).toEqual([
          "d",
          "c",
        ]);
        const firstPage = await store.query({ ...byPrice, limit: 2 });
        const last = firstPage[firstPage.length - 1]?.data as { price: number; name: string };
        expect(ids(await store.query({ ...byPrice, startAfter: [last.price, last.name], limit: 2 }))).toEqual([
          "a",
          "c",
        ]);
        expect(ids(await store.query({ ...byPrice, startAt: [15, "Desk"] }))).toEqual(["d", "a", "c"]);
      });

      it("returns nothing for an empty collection", async () => {
        expect(await store.query({ collection: collection() })).toEqual([]);
      });
    });

    describe("batches and transactions", () => {
      it("a batch applies all its writes, or none when one fails", async () => {
        const items = collection();
        await store.batch().set(`${items}/a`, { n: 1 }).set(`${items}/b`, { n: 2 }).commit();
        expect(ids(await store.query({ collection: items }))).toEqual(["a", "b"]);
        await expectCode(store.batch().delete(`${items}/a`).update(`${items}/missing`, { n: 3 }).commit(), "not-found");
        expect(ids(await store.query({ collection: items }))).toEqual(["a", "b"]);
      });

      it("a transaction reads then writes atomically and returns its result", async () => {
        const path = `${collection()}/list`;
        await store.set(path, { count: 1 });
        const result = await store.runTransaction(async (tx) => {
          const snap = await tx.get<{ count: number }>(path);
          tx.update(path, { count: (snap.data?.count ?? 0) + 1 });
          return "done";
        });
        expect(result).toBe("done");
        expect((await store.get(path)).data).toEqual({ count: 2 });
      });

      it("concurrent read-modify-write transactions never lose an update", async () => {
        // Each round of retries lets at least one contender commit, so 5 contenders fit in the
        // 5 attempts that both the embedded store and Firestore's SDK allow.
        const path = `${collection()}/counter`;
        await store.set(path, { count: 0 });
        await Promise.all(
          Array.from({ length: 5 }, () =>
            store.runTransaction(async (tx) => {
              const snap = await tx.get<{ count: number }>(path);
              tx.set(path, { count: (snap.data?.count ?? 0) + 1 });
            }),
          ),
        );
        expect((await store.get(path)).data?.count).toBe(5);
      });

      it("a transaction whose work throws writes nothing", async () => {
        const path = `${collection()}/a`;
        await store.set(path, { n: 1 });
        const failure = store.runTransaction(async (tx) => {
          tx.set(path, { n: 2 });
          return Promise.reject(new Error("changed my mind"));
        });
        await expect(failure).rejects.toThrow("changed my mind");
        expect((await store.get(path)).data).toEqual({ n: 1 });
      });
    });

    describe("listeners", () => {
      it("a document listener gets the current state, then every change, until unsubscribed", async () => {
        const path = `${collection()}/a`;
        const events = eventQueue<DocumentSnapshot>();
        const stop = store.onDocument(path, (snap) => events.push(snap));
        expect((await events.next("initial snapshot")).exists).toBe(false);
        await store.set(path, { n: 1 });
        expect((await events.until((snap) => snap.exists)).data).toEqual({ n: 1 });
        await store.update(path, { n: 2 });
        expect((await events.until((snap) => snap.data?.n === 2)).data).toEqual({ n: 2 });
        stop();
        await store.update(path, { n: 3 });
        const late = eventQueue<DocumentSnapshot>(300);
        const probe = store.onDocument(path, (snap) => late.push(snap));
        expect((await late.next()).data).toEqual({ n: 3 });
        probe();
        // The probe saw n: 3, so the write was processed; the stopped listener heard nothing of it.
        expect(events.pending()).toBe(0);
      });

      it("a query listener follows documents entering and leaving the results", async () => {
        const items = collection();
        await store.set(`${items}/a`, { era: "1950s" });
        const events = eventQueue<DocumentSnapshot[]>();
        const stop = store.onQuery({ collection: items, where: [["era", "==", "1950s"]] }, (snaps) =>
          events.push(snaps),
        );
        expect(ids(await events.next("initial results"))).toEqual(["a"]);
        await store.set(`${items}/b`, { era: "1950s" });
        expect(ids(await events.until((snaps) => snaps.length === 2))).toEqual(["a", "b"]);
        await store.update(`${items}/a`, { era: "1960s" });
        expect(ids(await events.until((snaps) => snaps.length === 1))).toEqual(["b"]);
        stop();
      });
    });
  });
}
