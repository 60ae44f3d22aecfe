// What the local stack's Firestore holds when it starts. It starts empty every time, like the Auth
// emulator beside it (decision 0006), so this runs on each `npm start`: the vendor's public
// document (the rules read the vendor's name from it) and the demo accounts' user records, as
// their first sign-in would write them, then approved by the prop house (so they can order).
import { deleteApp, initializeApp } from "firebase/app";
import { type DocumentStore, vendorPaths, vendorUsers } from "@backlot/data";
import { createFirestoreStore } from "@backlot/data/firestore";
import type { VendorConfig } from "@backlot/tenant-config";

export interface SeedOptions {
  /** The port of the emulator on 127.0.0.1 (where @backlot/emulators starts it). */
  port: number;
  projectId: string;
  vendor: VendorConfig;
  /** The demo customers (their records are written as their first sign-in would). */
  accounts: readonly { uid: string; email: string }[];
}

/** Runs `work` with a store on the emulator at `port` that writes past the rules, as the server does. */
export async function asOwner<T>(
  port: number,
  projectId: string,
  work: (store: DocumentStore) => Promise<T>,
): Promise<T> {
  const app = initializeApp({ projectId, apiKey: "demo-api-key" }, `seed-${Date.now()}`);
  // "owner" passes the rules: the emulator's way of writing what only the server may write.
  const store = createFirestoreStore({ app, emulator: { host: "127.0.0.1", port, mockUserToken: "owner" } });
  try {
    return await work(store);
  } finally {
    await store.close();
    await deleteApp(app);
  }
}

export async function seedFirestore({ port, projectId, vendor, accounts }: SeedOptions): Promise<void> {
  await asOwner(port, projectId, async (store) => {
    // The vendor settings are public on the storefront already; JSON drops the undefined options.
    await store.set(vendorPaths(vendor.id).vendor, JSON.parse(JSON.stringify(vendor)) as Record<string, unknown>);
    const users = vendorUsers(store, { vendorId: vendor.id, vendorName: vendor.name });
    for (const account of accounts) {
      await users.recordLogin({ uid: account.uid, email: account.email, isEmailVerified: true });
      // As approveCustomer leaves it (the welcome email counts as sent: nobody reads the demo's mail).
      await store.update(users.path(account.uid), { isAuthorized: true, hasReceivedWelcomeEmail: true });
    }
  });
}
