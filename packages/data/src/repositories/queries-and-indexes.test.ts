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
import { type Productions, productions } from "./productions.js";
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
  "orderDesk.listForDesk, one dock": (store) =>
    orderDesk(store, vendor).listForDesk({ status: "placed", pickUpDay: null, pageSize: 25, locationId: "toronto" }),
  "orderDesk.listForDesk, one day at one dock": (store) =>
    orderDesk(store, vendor).listForDesk({
      status: "confirmed",
      pickUpDay: "2026-12-01",
      pageSize: 25,
      locationId: "toronto",
    }),
  "orderDesk.listForDay, one dock, going out": (store) =>
    orderDesk(store, vendor).listForDay("2026-12-01", "pickUp", "vancouver"),
  "orderDesk.listForDay, one dock, coming back": (store) =>
    orderDesk(store, vendor).listForDay("2026-12-01", "return", "vancouver"),
  "papers.listAwaitingReview, for staff": (store) => papers(store, vendor).listAwaitingReview(25),
  "papers.listForCustomer": (store) => papers(store, vendor).listForCustomer("u1"),
  "repairs.listOpen, for staff": (store) => repairs(store, vendor).listOpen(25),
  "invoices.listForCustomer": (store) => invoices(store, vendor).listForCustomer("u1"),
  "quoteRequests.listForDesk": (store) =>
    quoteRequests(store, vendor).listForDesk({ status: "new", term: null, pageSize: 20 }),
  "quoteRequests.listForDesk, searching": (store) =>
    quoteRequests(store, vendor).listForDesk({ status: "quoted", term: "kauf", pageSize: 20 }),
  "quoteRequests.listForDesk, one dock": (store) =>
    quoteRequests(store, vendor).listForDesk({ status: "new", term: null, pageSize: 20, locationId: "toronto" }),
  "quoteRequests.listForDesk, searching one dock": (store) =>
    quoteRequests(store, vendor).listForDesk({ status: "quoted", term: "kauf", pageSize: 20, locationId: "toronto" }),
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
  "productions.mine": (store) => productions(store, vendor).mine("u1"),
  "productions.lists": (store) => productions(store, vendor).lists("p1"),
};

/**
 * The production's room's queries that its screens listen to by spec (productions().query…), each as its reader: u1,
 * a member of production p1, or staff. queryInvitesFor runs in productions.rules.test.ts instead, since only a verified
 * sign-in with the invited address may ask, and u1's address is not verified here.
 */
const productionQueries: Record<string, (room: Productions) => QuerySpec> = {
  "productions.queryMine": (room) => room.queryMine("u1"),
  "productions.queryAll, for staff": (room) => room.queryAll(25),
  "productions.queryLists": (room) => room.queryLists("p1"),
  "productions.queryComments": (room) => room.queryComments("p1", "l1"),
  "productions.queryActivity": (room) => room.queryActivity("p1"),
  "productions.queryActivity, one list": (room) => room.queryActivity("p1", 25, "l1"),
  "productions.queryQuotes, for staff": (room) => room.queryQuotes("p1"),
  "productions.queryInvitesFor": (room) => room.queryInvitesFor("jo@studio.example"),
};
const runByRules = new Set(["productions.queryInvitesFor"]);

/** Production p1, with u1 its member: the rules let only members (and staff) read under it. */
const seedProduction = (admin: DocumentStore) => {
  const at = new Date("2026-11-20T09:00:00Z");
  const member = { name: "Jo", email: "jo@studio.example", roles: ["buyer"], joinedAt: at };
  return admin.set(productions(admin, vendor).productionPath("p1"), {
    name: "Harbour Lights",
    members: { u1: member },
    memberUids: ["u1"],
    invites: {},
    listCount: 0,
    createdBy: { uid: "u1", name: "Jo" },
    createdAt: at,
    updatedAt: at,
  });
};

/** Every query run on the stores: the repositories' reads, and the room's specs as its screens run them. */
const queriesToRun: Record<string, (store: DocumentStore) => Promise<unknown>> = {
  ...repositoryQueries,
  ...Object.fromEntries(
    Object.entries(productionQueries)
      .filter(([name]) => !runByRules.has(name))
      .map(([name, spec]) => [name, (store: DocumentStore) => store.query(spec(productions(store, vendor)))]),
  ),
};

it("covers every query in the repositories' sources", () => {
  const dir = new URL(".", import.meta.url);
  const calls = readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) => [...readFileSync(new URL(file, dir), "utf8").matchAll(/store\.(query|onQuery)</g)]);
  // Each desk's listForDesk is one query, tried with and without its filter (the order and quote desks' and the
  // day's, with and without a pickup location as well).
  expect(calls.length).toBe(Object.keys(repositoryQueries).length - 10);
});

it("covers every query spec of the production's room", () => {
  const offered = Object.keys(productions({} as DocumentStore, vendor)).filter((key) => key.startsWith("query"));
  const covered = new Set(Object.keys(productionQueries).map((name) => name.split(/[.,]/)[1]));
  expect([...covered].sort()).toEqual(offered.sort());
});

it.each([...runByRules])("declares the index %s needs", (name) => {
  const spec = productionQueries[name]?.(productions({} as DocumentStore, vendor)) as QuerySpec;
  const needed = compositeIndexFor(spec);
  if (needed) expect(indexes, `firestore.indexes.json needs ${JSON.stringify(needed)}`).toContainEqual(needed);
});

describeOnEachStore("repository queries", (customers: () => Customers) => {
  it.each(Object.keys(queriesToRun))("%s runs for its customer, with its index declared", async (name) => {
    await vendorUsers(customers().as("u1"), vendor).recordLogin({ uid: "u1", email: "jo@studio.example" });
    if (name.startsWith("productions.")) await seedProduction(customers().admin);
    const seen: QuerySpec[] = [];
    const caller =
      name.includes("ForD") || name.includes("staff") || name.startsWith("catalogue")
        ? customers().staff
        : customers().as("u1");
    await queriesToRun[name]?.(recording(caller, seen));
    expect(seen.length).toBeGreaterThan(0);
    for (const spec of seen) {
      const needed = compositeIndexFor(spec);
      if (needed) expect(indexes, `firestore.indexes.json needs ${JSON.stringify(needed)}`).toContainEqual(needed);
    }
  });
});
