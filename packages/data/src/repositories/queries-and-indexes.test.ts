// Every query the repositories make: each runs on the Firestore emulator as the customer it
// belongs to (so the rules allow it), and each that needs a composite index has its entry in
// firestore.indexes.json (the emulator does not enforce indexes; production does).
import { readFileSync, readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { type Customers, describeOnEachStore } from "../../test/repository-harness.js";
import { vendor } from "../../test/stores.js";
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { catalogueProps } from "./catalogue-props.js";
import { customers as customerDesk } from "./customers.js";
import { messages } from "./messages.js";
import { orderDesk } from "./order-desk.js";
import { orders } from "./orders.js";
import { invoices } from "./invoices.js";
import { papers } from "./papers.js";
import { repairs } from "./repairs.js";
import { quoteRequests } from "./quote-requests.js";
import { setLists } from "./set-lists.js";
import { vendorUsers } from "./vendor-users.js";

interface IndexEntry {
  collectionGroup: string;
  queryScope: string;
  fields: ({ fieldPath: string; order: "ASCENDING" | "DESCENDING" } | { fieldPath: string; arrayConfig: "CONTAINS" })[];
}
const indexes = (
  JSON.parse(readFileSync(new URL("../../firestore.indexes.json", import.meta.url), "utf8")) as {
    indexes: IndexEntry[];
  }
).indexes;

/** The composite index a query needs, or null when Firestore's single-field indexes serve it. */
function compositeIndexFor(spec: QuerySpec): IndexEntry | null {
  const equality = (spec.where ?? []).filter(([, op]) => op === "==" || op === "in").map(([field]) => field);
  const contains = (spec.where ?? []).filter(([, op]) => op === "array-contains").map(([field]) => field);
  const ordered = (spec.orderBy ?? []).map(
    ([field, direction]) => [field, direction === "desc" ? "DESCENDING" : "ASCENDING"] as const,
  );
  const fields = [
    ...equality
      .filter((field) => !ordered.some(([name]) => name === field))
      .map((field) => ({ fieldPath: field, order: "ASCENDING" as const })),
    ...contains.map((field) => ({ fieldPath: field, arrayConfig: "CONTAINS" as const })),
    ...ordered.map(([fieldPath, order]) => ({ fieldPath, order })),
  ];
  if (new Set(fields.map((field) => field.fieldPath)).size < 2) return null;
  return { collectionGroup: spec.collection.split("/").at(-1) as string, queryScope: "COLLECTION", fields };
}

/** A store that remembers every query it is asked, then passes it on. */
function recording(store: DocumentStore, seen: QuerySpec[]): DocumentStore {
  return {
    ...store,
    newId: () => store.newId(),
    query: (spec) => (seen.push(spec), store.query(spec)),
    onQuery: (spec, onNext, onError) => (seen.push(spec), store.onQuery(spec, onNext, onError)),
  };
}

/** Every read the repositories offer that queries a collection, run once as customer u1 (staff's as staff). */
const repositoryQueries: Record<string, (store: DocumentStore) => Promise<unknown>> = {
  "catalogueProps.find": (store) => catalogueProps(store, vendor).find("rot"),
  "catalogueProps.listForDesk": (store) =>
    catalogueProps(store, vendor).listForDesk({ listed: true, term: null, pageSize: 25 }),
  "catalogueProps.listForDesk, searching": (store) =>
    catalogueProps(store, vendor).listForDesk({ listed: false, term: "rot", pageSize: 25 }),
  "customers.listForDesk": (store) =>
    customerDesk(store, vendor).listForDesk({ standing: "awaiting", term: null, pageSize: 25 }),
  "customers.listForDesk, searching": (store) =>
    customerDesk(store, vendor).listForDesk({ standing: "approved", term: "jo", pageSize: 25 }),
  "customers.listAudit, for staff": (store) => customerDesk(store, vendor).listAudit("u1"),
  "messages.listInbox, for staff": (store) => messages(store, vendor).listInbox(25),
  "orderDesk.listForDesk": (store) =>
    orderDesk(store, vendor).listForDesk({ status: "placed", pickUpDay: null, pageSize: 25 }),
  "orderDesk.listForDesk, one day": (store) =>
    orderDesk(store, vendor).listForDesk({ status: "confirmed", pickUpDay: "2026-12-01", pageSize: 25 }),
  "orderDesk.listForDay": (store) => orderDesk(store, vendor).listForDay("2026-12-01", "pickUp"),
  "papers.listAwaitingReview, for staff": (store) => papers(store, vendor).listAwaitingReview(25),
  "papers.listForCustomer": (store) => papers(store, vendor).listForCustomer("u1"),
  "repairs.listOpen, for staff": (store) => repairs(store, vendor).listOpen(25),
  "invoices.listForCustomer": (store) => invoices(store, vendor).listForCustomer("u1"),
  "quoteRequests.listForDesk": (store) =>
    quoteRequests(store, vendor).listForDesk({ status: "new", term: null, pageSize: 20 }),
  "quoteRequests.listForDesk, searching": (store) =>
    quoteRequests(store, vendor).listForDesk({ status: "quoted", term: "kauf", pageSize: 20 }),
  "setLists.listForUser": (store) => setLists(store, vendor).listForUser("u1"),
  "setLists.listenForUser": (store) =>
    new Promise<void>((resolve, reject) => {
      const stop = setLists(store, vendor).listenForUser("u1", () => (stop(), resolve()), reject);
    }),
  "quoteRequests.listForUser": (store) => quoteRequests(store, vendor).listForUser("u1"),
  "orders.listForUser": (store) =>
    orders(store, {
      ...vendor,
      terms: { weeklyDiscounts: [1], currency: "USD", hasCreditCardAuth: false, ccAuthProcessingPercentage: 0 },
      priceOf: () => Promise.resolve(undefined),
    }).listForUser("u1"),
  "messages.listen": (store) =>
    new Promise<void>((resolve, reject) => {
      const stop = messages(store, vendor).listen("u1", () => (stop(), resolve()), reject);
    }),
};

it("covers every query in the repositories' sources", () => {
  const dir = new URL(".", import.meta.url);
  const calls = readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) => [...readFileSync(new URL(file, dir), "utf8").matchAll(/store\.(query|onQuery)</g)]);
  // Each desk's listForDesk is one query, tried with and without its filter.
  expect(calls.length).toBe(Object.keys(repositoryQueries).length - 4);
});

describeOnEachStore("repository queries", (customers: () => Customers) => {
  it.each(Object.keys(repositoryQueries))("%s runs for its customer, with its index declared", async (name) => {
    await vendorUsers(customers().as("u1"), vendor).recordLogin({ uid: "u1", email: "jo@studio.example" });
    const seen: QuerySpec[] = [];
    const caller =
      name.includes("ForD") || name.includes("staff") || name.startsWith("catalogue")
        ? customers().staff
        : customers().as("u1");
    await repositoryQueries[name]?.(recording(caller, seen));
    expect(seen.length).toBeGreaterThan(0);
    for (const spec of seen) {
      const needed = compositeIndexFor(spec);
      if (needed) expect(indexes, `firestore.indexes.json needs ${JSON.stringify(needed)}`).toContainEqual(needed);
    }
  });
});
