// The DocumentStore contract on the Firestore adapter, against the Cloud Firestore emulator that
// the test run starts (test/firestore-emulator.global.ts), in a project without rules.
import { describeDocumentStoreContract } from "../../test/document-store-contract.js";
import { describeOnFirestore, openFirestoreAs } from "../../test/firestore.js";

describeOnFirestore("Firestore adapter", (emulator) => {
  describeDocumentStoreContract(`Firestore emulator at ${emulator.address}`, () => {
    const opened = openFirestoreAs(emulator, "demo-backlot-contract", "owner");
    return Promise.resolve({ store: opened.store, cleanup: () => opened.close() });
  });
});
