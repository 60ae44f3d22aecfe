// `npm start`: the New York storefront on the local stack. Starts the Firebase Auth emulator with
// the demo accounts, builds the storefront for the tenant (embedded document store, embedded
// search over the demo catalogue) and serves it, then prints the address. Ctrl+C stops it all.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import { startAuthEmulator } from "@backlot/auth/emulator";
import { createDemoAccounts, demoAccounts } from "./demo-accounts.js";

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

step(`building the storefront for ${tenant}...`);
process.env.BACKLOT_TENANT = tenant;
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
process.env.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://${emulator.host}`;
await build({ root: appDir, configFile: resolve(appDir, "vite.config.ts"), configLoader: "runner", logLevel: "warn" });

const server = await preview({ root: appDir, configFile: resolve(appDir, "vite.config.ts"), configLoader: "runner", preview: { port: webPort, strictPort: true, host: "127.0.0.1" } });
const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${webPort}/`;
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
  await server.close();
  await emulator.stop();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
