// `npm start`: the New York storefront on the local stack. Starts the Firebase Auth emulator with
// the demo accounts and the Cloud Firestore emulator with the data rules (seeded afresh), compiles
// the storefront shell for them, brands it for the tenant (prerendered pages, embedded search over
// the demo catalogue), serves the result as Firebase Hosting would, and prints the addresses.
// Without a Firestore emulator it says so and uses the embedded store. Ctrl+C stops it all.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { startAuthEmulator } from "@backlot/emulators";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { createDemoAccounts, demoAccounts } from "./demo-accounts.js";
import { startLocalFirestore } from "./local-firestore.js";
import { seedFirestore } from "./seed-firestore.js";
import { serveSite } from "./static-server.js";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const projectId = "demo-backlot";
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const firestorePort = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);
const webPort = Number(process.env.PORT ?? 4173);
const tenant = process.env.BACKLOT_TENANT ?? "tenants/ny-props";

const step = (message: string) => process.stdout.write(`backlot: ${message}\n`);

const workspaceRoot = resolve(appDir, "../..");
const tenantDir = resolve(workspaceRoot, tenant);
const loaded = await loadTenant(tenantDir, { root: workspaceRoot });
if (!loaded.ok) {
  const issues = loaded.issues.map((issue) => `  ${formatIssue(issue)}`).join("\n");
  process.stderr.write(`backlot: ${tenant} cannot be served:\n${issues}\n`);
  process.exit(1);
}

const cannotStart = (what: string, port: number, variable: string) => (error: unknown) => {
  process.stderr.write(
    `backlot: ${what} could not start on port ${port} ` +
      `(is another one running? set ${variable} to use another port).\n` +
      `${String(error)}\n`,
  );
  process.exit(1);
};

step(`starting the Firebase Auth emulator on 127.0.0.1:${authPort}...`);
const emulator = await startAuthEmulator({ projectId, port: authPort }).catch(
  cannotStart("the Auth emulator", authPort, "AUTH_EMULATOR_PORT"),
);
const accounts = await createDemoAccounts(emulator.host, projectId);

step(`starting the Cloud Firestore emulator on 127.0.0.1:${firestorePort}...`);
const firestore = await startLocalFirestore({ projectId, port: firestorePort, log: step }).catch(
  cannotStart("the Firestore emulator", firestorePort, "FIRESTORE_EMULATOR_PORT"),
);
if (firestore) await seedFirestore({ port: firestore.port, projectId, vendor: loaded.tenant.vendor, accounts });
const stopEmulators = () => Promise.all([emulator.stop(), firestore?.stop()]);

step(`building the storefront shell and branding it for ${tenant}...`);
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
process.env.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://${emulator.host}`;
process.env.VITE_DOCUMENT_STORE = firestore ? "firestore" : "embedded";
if (firestore) process.env.VITE_FIRESTORE_EMULATOR_HOST = firestore.host;
const outRoot = resolve(appDir, process.env.BACKLOT_OUT_DIR ?? "dist");
const configFile = resolve(appDir, "vite.config.ts");
// Production builds, whatever this process was started with (the module runner starts it in development).
process.env.NODE_ENV = "production";
const common = { root: appDir, configFile, configLoader: "runner" as const, logLevel: "warn" as const, mode: "production" };
await build({ ...common, build: { outDir: resolve(outRoot, "shell") } });
await build({ ...common, build: { ssr: true, outDir: resolve(outRoot, "server") } });
// The tenant's own dist/ for `npm start`; tests pass BACKLOT_OUT_DIR to keep theirs apart.
const siteDir = process.env.BACKLOT_OUT_DIR ? resolve(outRoot, "site") : resolve(tenantDir, "dist");
const branded = spawnSync(process.execPath, [resolve(outRoot, "server/brand-cli.js"), "--group", tenantDir, "--shell", resolve(outRoot, "shell"), "--server", resolve(outRoot, "server/entry-server.js"), "--out", siteDir], { stdio: ["ignore", "ignore", "inherit"] });
if (branded.status !== 0) {
  await stopEmulators();
  process.exit(1);
}

const server = await serveSite(siteDir, webPort);
const address = `http://127.0.0.1:${webPort}/`;
process.stdout.write(
  [
    "",
    `  Storefront (${tenant}): ${address}`,
    `  Auth emulator:          http://${emulator.host}/`,
    firestore
      ? `  Firestore emulator:     http://${firestore.host}/ (with packages/data/firestore.rules; empty at each start)`
      : "  Documents:              the embedded store, in each browser (no Firestore emulator)",
    "  Demo accounts:",
    ...demoAccounts.map((account) => `    ${account.email} / ${account.password}  (${account.description})`),
    "  The phone code of the second account is printed by the emulator's REST API:",
    `    curl http://${emulator.host}/emulator/v1/projects/${projectId}/verificationCodes`,
    "  Press Ctrl+C to stop.",
    "",
  ].join("\n"),
);

const shutdown = async () => {
  server.close();
  await stopEmulators();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
