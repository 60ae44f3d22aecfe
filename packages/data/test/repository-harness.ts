// Runs a repository suite twice: on the embedded store, and on the Firestore emulator with
// firestore.rules loaded, where each customer's calls go through a store signed in as them. So
// every write the app makes is shown to pass the rules, and every refusal to come from them too.
import { afterAll, afterEach, beforeAll, beforeEach, describe } from "vitest";
import type { DocumentStore } from "../src/port/document-store.js";
import { vendorPaths } from "../src/repositories/paths.js";
import { firestoreEmulatorControl } from "@backlot/emulators";
import { describeOnFirestore, openFirestoreAs, rulesSource } from "./firestore.js";
import { openTestStore, vendor } from "./stores.js";

export interface Customers {
  /** The store as this customer's browser sees it (on Firestore: signed in as them, under the rules). */
  as(uid: string): DocumentStore;
  /** Someone logged out, like a production assistant holding a shared link. */
  visitor: DocumentStore;
  /** Vendor staff (the staffOf claim). */
  staff: DocumentStore;
  /** Reads and writes past the rules, to check what was stored. */
  admin: DocumentStore;
}

/** The demo customers' emails: the rules check a new record's email against the sign-in token. */
export const emailOf = (uid: string) =>
  ({ u1: "jo@studio.example", u2: "sam@studio.example" })[uid] ?? `${uid}@studio.example`;

/** On the embedded store only: what runs in the browser where no server does. */
export function describeOnEmbeddedStore(name: string, body: (customers: () => Customers) => void): void {
  describe(`${name} (embedded store)`, () => {
    let customers: Customers;
    let close: () => Promise<void>;
    beforeEach(async () => {
      const { store } = await openTestStore();
      customers = { as: () => store, visitor: store, staff: store, admin: store };
      close = () => store.close();
    });
    afterEach(() => close());
    body(() => customers);
  });
}

export function describeOnEachStore(name: string, body: (customers: () => Customers) => void): void {
  describeOnEmbeddedStore(name, body);

  describeOnFirestore(`${name} (Firestore emulator, firestore.rules)`, (emulator) => {
    // Each suite has its own project, so files running side by side never see each other's data.
    const projectId = `demo-repos-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 20)}`;
    const open = new Map<string, ReturnType<typeof openFirestoreAs>>();
    const storeFor = (key: string, user: Parameters<typeof openFirestoreAs>[2]) => {
      let entry = open.get(key);
      if (!entry) open.set(key, (entry = openFirestoreAs(emulator, projectId, user)));
      return entry.store;
    };
    const customers: Customers = {
      as: (uid) => storeFor(uid, { uid, email: emailOf(uid) }),
      get visitor() {
        return storeFor("visitor", null);
      },
      get staff() {
        return storeFor("staff", {
          uid: "staff-1",
          email: "staff@bowery.example",
          emailVerified: true,
          staffOf: vendor.vendorId,
        });
      },
      get admin() {
        return storeFor("owner", "owner");
      },
    };
    const control = firestoreEmulatorControl(emulator.address);
    beforeAll(() => control.loadRules(rulesSource, projectId));
    beforeEach(async () => {
      await control.clear(projectId);
      await customers.admin.set(vendorPaths(vendor.vendorId).vendor, { name: vendor.vendorName });
    });
    afterAll(async () => {
      await Promise.all([...open.values()].map((entry) => entry.close()));
    });
    body(() => customers);
  });
}
