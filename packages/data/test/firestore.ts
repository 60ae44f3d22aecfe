// What the Firestore suites share: the run's emulator, a describe that is skipped only when
// BACKLOT_NO_FIRESTORE=1 says so, and stores that act as a given user under the real rules.
import { readFileSync } from "node:fs";
import { deleteApp, initializeApp } from "firebase/app";
import { describe, inject } from "vitest";
import type { DocumentStore } from "../src/port/document-store.js";
import { createFirestoreStore } from "../src/firestore/firestore-store.js";

export const rulesSource = readFileSync(new URL("../firestore.rules", import.meta.url), "utf8");

export interface EmulatorAddress {
  host: string;
  port: number;
  /** "127.0.0.1:8080" */
  address: string;
}

/**
 * A describe block on the run's emulator. Skipped, and named so, only when the run was started
 * with BACKLOT_NO_FIRESTORE=1 (test/firestore-emulator.global.ts prints that it was).
 */
export function describeOnFirestore(name: string, body: (emulator: EmulatorAddress) => void): void {
  const address = inject("firestoreEmulatorHost");
  if (!address) {
    describe.skip(`${name} (skipped: BACKLOT_NO_FIRESTORE=1)`, () => undefined);
    return;
  }
  const [host = "127.0.0.1", port = "8080"] = address.split(":");
  describe(name, () => body({ host, port: Number(port), address }));
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
export function openFirestoreAs(
  emulator: EmulatorAddress,
  projectId: string,
  user: TestUser | "owner" | null,
): { store: DocumentStore; close(): Promise<void> } {
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
