// The DocumentStore contract on the Firestore adapter, against the Cloud Firestore emulator that
// the test run starts (test/firestore-emulator.global.ts), in a project without rules.
import { describeDocumentStoreContract } from "../../test/document-store-contract.js";
import { firestoreEmulator, openFirestoreAs } from "../../test/firestore.js";
import { describe, it } from "vitest";

const emulator = firestoreEmulator();

if (emulator) {
  describeDocumentStoreContract(`Firestore emulator at ${emulator.address}`, () => {
    const opened = openFirestoreAs(emulator, "demo-backlot-contract", "owner");
    return Promise.resolve({ store: opened.store, cleanup: () => opened.close() });
  });
} else {
  describe.skip("DocumentStore contract: Firestore (skipped: BACKLOT_NO_FIRESTORE=1)", () => {
    it("runs on the Firestore emulator", () => undefined);
  });
}
