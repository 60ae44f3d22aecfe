// @vitest-environment node
// The local stack's Firestore: the real emulator with the data rules, seeded as `npm start` seeds
// it; and the one-line fallback where the emulator cannot run.
import { resolve } from "node:path";
import { deleteApp, initializeApp } from "firebase/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorPaths, vendorUsers } from "@backlot/data";
import { createFirestoreStore } from "@backlot/data/firestore";
import { type RunningFirestoreEmulator, freePort } from "@backlot/emulators";
import { loadTenant } from "@backlot/tenant-config/node";
import { startLocalFirestore } from "./local-firestore.js";
import { seedFirestore } from "./seed-firestore.js";

const projectId = "demo-local-stack";

describe("the local stack's Firestore fallback", () => {
  it("says in one line that there is no emulator, and why, when its jar is missing", async () => {
    const lines: string[] = [];
    const env = { ...process.env, FIRESTORE_EMULATOR_JAR: "/nonexistent/cloud-firestore-emulator.jar" };
    const started = await startLocalFirestore({
      projectId,
      port: await freePort(),
      log: (line) => lines.push(line),
      env,
    });
    expect(started).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^no Firestore emulator here: FIRESTORE_EMULATOR_JAR is \/nonexistent\/.*embedded store/);
    expect(lines[0]).not.toContain("\n");
  });

  it("says so when BACKLOT_NO_FIRESTORE=1 asks for the embedded store", async () => {
    const lines: string[] = [];
    const env = { ...process.env, BACKLOT_NO_FIRESTORE: "1" };
    expect(
      await startLocalFirestore({ projectId, port: await freePort(), log: (line) => lines.push(line), env }),
    ).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^BACKLOT_NO_FIRESTORE=1: no Firestore emulator; .*embedded store/)]);
  });
});

describe("the local stack's Firestore, seeded", () => {
  let emulator: RunningFirestoreEmulator;
  beforeAll(async () => {
    const started = await startLocalFirestore({ projectId, port: await freePort(), log: () => undefined });
    if (!started) throw new Error("The Cloud Firestore emulator did not start; `npm test` needs it (see the README)");
    emulator = started;
  }, 120_000);
  afterAll(() => emulator?.stop());

  it("holds the vendor and the demo records, and its rules let a customer read only their own", async () => {
    const loaded = await loadTenant(resolve(import.meta.dirname, "../../../tenants/ny-props"));
    if (!loaded.ok) throw new Error("tenants/ny-props does not load");
    const { vendor } = loaded.tenant;
    const accounts = [
      { uid: "dana", email: "demo@bowery.example" },
      { uid: "morgan", email: "demo-mfa@bowery.example" },
    ];
    await seedFirestore({ port: emulator.port, projectId, vendor, accounts });

    const app = initializeApp({ projectId, apiKey: "demo-api-key" }, "local-stack-test");
    const dana = createFirestoreStore({
      app,
      emulator: {
        host: "127.0.0.1",
        port: emulator.port,
        mockUserToken: { sub: "dana", user_id: "dana", email: "demo@bowery.example", email_verified: true },
      },
    });
    try {
      expect((await dana.get(vendorPaths(vendor.id).vendor)).data).toMatchObject({ name: vendor.name, id: vendor.id });
      const users = vendorUsers(dana, { vendorId: vendor.id, vendorName: vendor.name });
      expect(await users.get("dana")).toMatchObject({
        email: "demo@bowery.example",
        isEmailVerified: true,
        vendorId: vendor.id,
      });
      await expect(users.get("morgan")).rejects.toMatchObject({ code: "permission-denied" });
    } finally {
      await dana.close();
      await deleteApp(app);
    }
  }, 60_000);
});
