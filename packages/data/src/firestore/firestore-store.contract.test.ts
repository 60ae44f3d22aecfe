// The DocumentStore contract on the Firestore adapter, against a Firestore emulator. It runs
// wherever FIRESTORE_EMULATOR_HOST is set (host:port of the official emulator, which needs Java
// 21 and cannot run on the project's CI machines; see docs/decisions/0006).
import { deleteApp, initializeApp } from "firebase/app";
import { describe, it } from "vitest";
import { describeDocumentStoreContract } from "../../test/document-store-contract.js";
import { createFirestoreStore } from "./firestore-store.js";

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

if (emulatorHost) {
  const [host = "127.0.0.1", port = "8080"] = emulatorHost.split(":");
  describeDocumentStoreContract(`Firestore at ${emulatorHost}`, () => {
    const app = initializeApp({ projectId: "demo-backlot", apiKey: "demo-key" }, `contract-${Date.now()}`);
    const store = createFirestoreStore({ app, emulator: { host, port: Number(port) } });
    return Promise.resolve({
      store,
      cleanup: async () => {
        await store.close();
        await deleteApp(app);
      },
    });
  });
} else {
  describe("DocumentStore contract: Firestore", () => {
    it.skip("needs FIRESTORE_EMULATOR_HOST (the Firestore emulator needs Java 21, not available on these machines)", () => undefined);
  });
}
