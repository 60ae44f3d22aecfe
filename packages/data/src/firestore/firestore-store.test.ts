import { type FirebaseApp, deleteApp, initializeApp } from "firebase/app";
import * as sdk from "firebase/firestore";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFirestoreStore } from "./firestore-store.js";

let app: FirebaseApp;
let count = 0;
beforeEach(() => {
  app = initializeApp({ projectId: "demo-backlot", apiKey: "demo-key" }, `adapter-test-${++count}`);
});
afterEach(() => deleteApp(app));

describe("Firestore adapter", () => {
  it("does not load the SDK until first used, then loads it once", async () => {
    const loadSdk = vi.fn(() => Promise.resolve(sdk));
    const store = createFirestoreStore({ app, loadSdk });
    expect(store.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(loadSdk).not.toHaveBeenCalled();

    // A listener stopped before the SDK arrives never starts (and so opens no connection).
    const stop = store.onDocument("vendors/v1/users/u1", vi.fn());
    stop();
    store.onQuery({ collection: "vendors/v1/setLists" }, vi.fn())();
    await vi.waitFor(() => expect(loadSdk).toHaveBeenCalledOnce(), { timeout: 10_000 });
    await store.close();
  });

  it("rejects a bad path as the embedded store does", async () => {
    const store = createFirestoreStore({ app, loadSdk: () => Promise.resolve(sdk) });
    await expect(store.get("vendors")).rejects.toMatchObject({ code: "invalid-argument" });
    await store.close();
  });
});
