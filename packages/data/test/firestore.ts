// What the Firestore suites share: the run's emulator, a describe that is skipped only when
// BACKLOT_NO_FIRESTORE=1 says so, and stores that act as a given user under the real rules.
import { readFileSync } from "node:fs";
import { deleteApp, initializeApp } from "firebase/app";
import { describe, inject } from "vitest";
import type { DocumentStore } from "../src/port/document-store.js";
import { createFirestoreStore } from "../src/firestore/firestore-store.js";

export const rulesSource = readFileSync(new URL("../firestore.rules", import.meta.url), "utf8");

/** The emulator's host and port, or null when the run skips Firestore. */
export function firestoreEmulator(): { host: string; port: number; address: string } | null {
  const address = inject("firestoreEmulatorHost");
  if (!address) return null;
  const [host = "127.0.0.1", port = "8080"] = address.split(":");
  return { host, port: Number(port), address };
}

/** A describe block on the emulator; skipped, and named so, only under BACKLOT_NO_FIRESTORE=1. */
export function describeOnFirestore(name: string, body: (emulator: { host: string; port: number; address: string }) => void): void {
  const emulator = firestoreEmulator();
  if (emulator) describe(name, () => body(emulator));
  else describe.skip(`${name} (skipped: BACKLOT_NO_FIRESTORE=1)`, () => undefined);
}

/** Replaces a project's rules and deletes its documents. */
export async function resetProject(address: string, projectId: string, rules: string | null): Promise<void> {
  const base = `http://${address}/emulator/v1/projects/${projectId}`;
  const cleared = await fetch(`${base}/databases/(default)/documents`, { method: "DELETE" });
  if (!cleared.ok) throw new Error(`Could not clear ${projectId}: ${await cleared.text()}`);
  if (rules === null) return;
  const body = JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } });
  const loaded = await fetch(`${base}:securityRules`, { method: "PUT", body });
  if (!loaded.ok) throw new Error(`Could not load the rules into ${projectId}: ${await loaded.text()}`);
}

export interface TestUser {
  uid: string;
  email: string;
  emailVerified?: boolean;
  /** "password" unless said otherwise; "anonymous" for an anonymous session. */
  provider?: string;
  staffOf?: string;
}

let appCount = 0;

/** A Firestore store that acts as `user`, a visitor (null), or "owner" past the rules; and how to close it. */
export function openFirestoreAs(emulator: { host: string; port: number }, projectId: string, user: TestUser | "owner" | null): { store: DocumentStore; close(): Promise<void> } {
  const app = initializeApp({ projectId, apiKey: "demo-key" }, `test-${projectId}-${++appCount}`);
  const mockUserToken =
    user === null
      ? undefined
      : user === "owner"
      ? "owner"
      : {
          sub: user.uid,
          user_id: user.uid,
          email: user.email,
          email_verified: user.emailVerified ?? false,
          firebase: { sign_in_provider: user.provider ?? "password", identities: {} },
          ...(user.staffOf ? { staffOf: user.staffOf } : {}),
        };
  const store = createFirestoreStore({ app, emulator: { ...emulator, mockUserToken } });
  return {
    store,
    async close() {
      await store.close();
      await deleteApp(app);
    },
  };
}
