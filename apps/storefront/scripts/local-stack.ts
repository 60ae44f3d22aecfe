// `npm start`: the New York storefront on the local stack. Starts the Firebase Auth emulator with
// the demo accounts, compiles the storefront shell, brands it for the tenant (prerendered pages,
// embedded document store, embedded search over the demo catalogue), serves the result as
// Firebase Hosting would, and prints the address. Ctrl+C stops it all.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { startAuthEmulator } from "@backlot/emulators";
import { createDemoAccounts, demoAccounts } from "./demo-accounts.js";
import { serveSite } from "./static-server.js";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const projectId = "demo-backlot";
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const webPort = Number(process.env.PORT ?? 4173);
const tenant = process.env.BACKLOT_TENANT ?? "tenants/ny-props";

const step = (message: string) => process.stdout.write(`backlot: ${message}\n`);

step(`starting the Firebase Auth emulator on 127.0.0.1:${authPort}...`);
const emulator = await startAuthEmulator({ projectId, port: authPort }).catch((error: unknown) => {
  process.stderr.write(`backlot: the Auth emulator could not start on port ${authPort} (is another one running? set AUTH_EMULATOR_PORT to use another port).\n${String(error)}\n`);
  process.exit(1);
});
await createDemoAccounts(emulator.host, projectId);

step(`building the storefront shell and branding it for ${tenant}...`);
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
process.env.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://${emulator.host}`;
const outRoot = resolve(appDir, process.env.BACKLOT_OUT_DIR ?? "dist");
const configFile = resolve(appDir, "vite.config.ts");
// Production builds, whatever this process was started with (the module runner starts it in development).
process.env.NODE_ENV = "production";
const common = { root: appDir, configFile, configLoader: "runner" as const, logLevel: "warn" as const, mode: "production" };
await build({ ...common, build: { outDir: resolve(outRoot, "shell") } });
await build({ ...common, build: { ssr: true, outDir: resolve(outRoot, "server") } });
const workspaceRoot = resolve(appDir, "../..");
const tenantDir = resolve(workspaceRoot, tenant);
// The tenant's own dist/ for `npm start`; tests pass BACKLOT_OUT_DIR to keep theirs apart.
const siteDir = process.env.BACKLOT_OUT_DIR ? resolve(outRoot, "site") : resolve(tenantDir, "dist");
const branded = spawnSync(process.execPath, [resolve(outRoot, "server/brand-cli.js"), "--group", tenantDir, "--shell", resolve(outRoot, "shell"), "--server", resolve(outRoot, "server/entry-server.js"), "--out", siteDir], { stdio: ["ignore", "ignore", "inherit"] });
if (branded.status !== 0) {
  await emulator.stop();
  process.exit(1);
}

const server = await serveSite(siteDir, webPort);
const address = `http://127.0.0.1:${webPort}/`;
process.stdout.write(
  [
    "",
    `  Storefront (${tenant}): ${address}`,
    `  Auth emulator:          http://${emulator.host}/`,
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
  await emulator.stop();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
