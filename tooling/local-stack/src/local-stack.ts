// `npm start`: the New York storefront on the local stack. Starts the Cloud Firestore emulator with
// the data rules, the Functions emulator with the built functions (apps/functions/dist) and the
// Auth emulator beside it with the demo accounts; seeds Firestore afresh (the demo records, the
// catalogue's prices through `backlot catalogue push`, the staff claim through `backlot staff add`);
// compiles the storefront shell for them, brands it for the tenant (prerendered pages, embedded
// search over the demo catalogue), serves the result as Firebase Hosting would, and prints the
// addresses; beside it, the prop house's console (apps/console) for the staff account, and with
// BACKLOT_SECOND_TENANT (the e2e's harbour-scenic) a second prop house's storefront on SECOND_WEB_PORT. Without a
// Firestore emulator it says so and runs the Auth emulator alone, with the embedded store standing
// in for the server (and no console). Ctrl+C stops it all. It reaches the apps only through their
// builds (their Vite configs by path, the brand CLIs those builds write), never by importing them.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { demoAccounts } from "@backlot/demo";
import { commandNames } from "@backlot/domain";
import { startAuthEmulator, startFileStoreStandIn, startFunctionsEmulator } from "@backlot/emulators";
import { type VendorConfig, formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { createDemoAccounts } from "./demo-accounts.js";
import { startLocalFirestore } from "./local-firestore.js";
import { asOwner, seedFirestore } from "./seed-firestore.js";
import { seedPaperwork } from "./seed-paperwork.js";
import { type BusinessSummary, describeBusiness, seedBusiness } from "./seed-business.js";
import { serveSite } from "@backlot/hosting";

const workspaceRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const storefrontDir = resolve(workspaceRoot, "apps/storefront");
const projectId = "demo-backlot";
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const firestorePort = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);
const functionsPort = Number(process.env.FUNCTIONS_EMULATOR_PORT ?? 5001);
const webPort = Number(process.env.PORT ?? 4173);
const consolePort = Number(process.env.CONSOLE_PORT ?? 4174);
const fileStorePort = Number(process.env.FILE_STORE_PORT ?? 9198);
const tenant = process.env.BACKLOT_TENANT ?? "tenants/ny-props";
/**
 * A second prop house on the same emulators, its storefront on a port of its own (the e2e's two-dock tenant,
 * harbour-scenic): its vendor document, the demo customers approved there too, and its catalogue pushed.
 */
const secondTenant = process.env.BACKLOT_SECOND_TENANT;
const secondWebPort = Number(process.env.SECOND_WEB_PORT ?? 4175);

const step = (message: string) => process.stdout.write(`backlot: ${message}\n`);

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

step(`starting the Cloud Firestore emulator on 127.0.0.1:${firestorePort}...`);
const firestore = await startLocalFirestore({ projectId, port: firestorePort, log: step }).catch(
  cannotStart("the Firestore emulator", firestorePort, "FIRESTORE_EMULATOR_PORT"),
);

// Paperwork uploads: the file store's announced on-disk stand-in (Cloud Storage's emulator needs Java 21; decision
// 0037), empty at each start like Firestore, under the same rule as storage.rules.
step(`starting the file store stand-in (files on disk, storage.rules' rule) on 127.0.0.1:${fileStorePort}...`);
const fileStoreRoot = resolve(workspaceRoot, `tooling/local-stack/.cache/file-store-${fileStorePort}`);
rmSync(fileStoreRoot, { recursive: true, force: true });
const fileStore = await startFileStoreStandIn({ root: fileStoreRoot, projectId, port: fileStorePort }).catch(
  cannotStart("the file store stand-in", fileStorePort, "FILE_STORE_PORT"),
);

/** The Auth emulator, with the Functions emulator when Firestore runs (they start together). */
async function startAuthAndFunctions(): Promise<{ authHost: string; functionsHost?: string; stop(): Promise<void> }> {
  if (!firestore) {
    step(`starting the Firebase Auth emulator on 127.0.0.1:${authPort}...`);
    const auth = await startAuthEmulator({ projectId, port: authPort }).catch(
      cannotStart("the Auth emulator", authPort, "AUTH_EMULATOR_PORT"),
    );
    return { authHost: auth.host, stop: () => auth.stop() };
  }
  step(`starting the Functions emulator on 127.0.0.1:${functionsPort}, the Auth emulator on 127.0.0.1:${authPort}...`);
  const functions = await startFunctionsEmulator({
    projectId,
    source: functionsDir,
    firestoreHost: firestore.host,
    functions: commandNames,
    functionsPort,
    authPort,
    // sendPaper checks that a paper's file is in the file store, and is what the paper says it is.
    env: { BACKLOT_FILE_STORE_STAND_IN_URL: fileStore.url },
  }).catch(cannotStart("the Functions emulator", functionsPort, "FUNCTIONS_EMULATOR_PORT (or AUTH_EMULATOR_PORT)"));
  return { authHost: functions.authHost, functionsHost: functions.functionsHost, stop: () => functions.stop() };
}

const functionsDir = resolve(workspaceRoot, "apps/functions/dist");
if (firestore && !existsSync(resolve(functionsDir, "index.js"))) {
  process.stderr.write(
    `backlot: ${functionsDir} is not built: run \`pnpm --filter @backlot/functions build\` first.\n`,
  );
  await firestore.stop();
  process.exit(1);
}
const emulator = await startAuthAndFunctions();
const stopEmulators = () => Promise.all([emulator.stop(), firestore?.stop(), fileStore.stop()]);
const accounts = await createDemoAccounts(emulator.authHost, projectId);

/**
 * Runs a `backlot` command of the server's (catalogue push, staff add) against the emulators, through the
 * workspace's own `pnpm backlot` (the root script names wherever the command's bin lives).
 */
function backlot(...args: string[]): void {
  const ran = spawnSync("pnpm", ["--silent", "backlot", ...args], {
    cwd: workspaceRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: firestore?.host,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.authHost,
      PATH: `${resolve(workspaceRoot, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
    },
  });
  if (ran.status !== 0) throw new Error(`backlot ${args.join(" ")} failed (exit ${String(ran.status)})`);
}

/** What the demo business holds (seed-business.ts), for the summary below. */
let business: BusinessSummary | undefined;
if (firestore) {
  try {
    const customers = accounts.filter((account) => !account.isStaff);
    await seedFirestore({ port: firestore.port, projectId, vendor: loaded.tenant.vendor, accounts: customers });
    backlot("catalogue", "push", tenantDir, "--project", projectId);
    for (const staff of accounts.filter((account) => account.isStaff)) {
      backlot("staff", "add", staff.email, "--tenant", tenantDir, "--project", projectId);
    }
    const staff = accounts.find((account) => account.isStaff);
    await asOwner(firestore.port, projectId, (store) =>
      seedPaperwork({
        store,
        tenant: loaded.tenant,
        accounts: customers,
        fileStoreRoot,
        staff: { uid: staff?.uid ?? "staff", name: "Sam Staff" },
      }),
    );
    // The production designer who reviews Hell Gate's lists: the demo account a newcomer signs in with.
    const designer = customers.find((account) => account.email === demoAccounts[0]?.email);
    business = await asOwner(firestore.port, projectId, (store) =>
      seedBusiness({
        store,
        tenant: loaded.tenant,
        fileStoreRoot,
        staff: { uid: staff?.uid ?? "staff", name: "Sam Staff" },
        ...(designer
          ? { designer: { uid: designer.uid, email: designer.email, name: demoAccounts[0]?.displayName ?? "" } }
          : {}),
      }),
    );
  } catch (error) {
    await stopEmulators();
    throw error;
  }
}

/** The second prop house's data, beside the first's (none of it is shared: every document is under its vendor). */
async function seedSecondTenant(dir: string, vendor: VendorConfig): Promise<void> {
  if (!firestore) return;
  const customers = accounts.filter((account) => !account.isStaff);
  await seedFirestore({ port: firestore.port, projectId, vendor, accounts: customers });
  backlot("catalogue", "push", dir, "--project", projectId);
}

const second = secondTenant ? await loadTenant(resolve(workspaceRoot, secondTenant), { root: workspaceRoot }) : null;
if (second && !second.ok) {
  const issues = second.issues.map((issue) => `  ${formatIssue(issue)}`).join("\n");
  process.stderr.write(`backlot: ${String(secondTenant)} cannot be served:\n${issues}\n`);
  await stopEmulators();
  process.exit(1);
}
if (second?.ok && secondTenant) {
  step(`seeding ${secondTenant} beside it...`);
  await seedSecondTenant(resolve(workspaceRoot, secondTenant), second.tenant.vendor).catch(async (error: unknown) => {
    await stopEmulators();
    throw error;
  });
}

step(`building the storefront shell and branding it for ${tenant}...`);
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
process.env.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://${emulator.authHost}`;
process.env.VITE_DOCUMENT_STORE = firestore ? "firestore" : "embedded";
if (firestore) process.env.VITE_FIRESTORE_EMULATOR_HOST = firestore.host;
if (emulator.functionsHost) process.env.VITE_FUNCTIONS_EMULATOR_HOST = emulator.functionsHost;
process.env.VITE_FILE_STORE_STAND_IN_URL = fileStore.url;
// Relative to the storefront, as when this script was the storefront's own.
const outRoot = resolve(storefrontDir, process.env.BACKLOT_OUT_DIR ?? "dist");
const configFile = resolve(storefrontDir, "vite.config.ts");
// Production builds, whatever this process was started with (the module runner starts it in development).
process.env.NODE_ENV = "production";
const common = {
  root: storefrontDir,
  configFile,
  configLoader: "runner" as const,
  logLevel: "warn" as const,
  mode: "production",
};
await build({ ...common, build: { outDir: resolve(outRoot, "shell") } });
await build({ ...common, build: { ssr: true, outDir: resolve(outRoot, "server") } });
// The tenant's own dist/ for `npm start`; tests pass BACKLOT_OUT_DIR to keep theirs apart.
const siteDir = process.env.BACKLOT_OUT_DIR ? resolve(outRoot, "site") : resolve(tenantDir, "dist");
/** Brands the compiled shell for a tenant into `out` (the shell is the same for every tenant). */
async function brand(dir: string, out: string): Promise<void> {
  const branded = spawnSync(
    process.execPath,
    [
      resolve(outRoot, "server/brand-cli.js"),
      "--group",
      dir,
      "--shell",
      resolve(outRoot, "shell"),
      "--server",
      resolve(outRoot, "server/entry-server.js"),
      "--out",
      out,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (branded.status !== 0) {
    await stopEmulators();
    process.exit(1);
  }
}
await brand(tenantDir, siteDir);
const secondSiteDir = resolve(outRoot, "second-site");
if (secondTenant) {
  step(`branding the storefront for ${secondTenant}...`);
  await brand(resolve(workspaceRoot, secondTenant), secondSiteDir);
}

/** Compiles the console (apps/console) for these emulators and brands it for the tenant; returns its site. */
async function buildConsole(): Promise<string> {
  step(`building the console and branding it for ${tenant}...`);
  const consoleDir = resolve(workspaceRoot, "apps/console");
  const consoleCommon = { ...common, root: consoleDir, configFile: resolve(consoleDir, "vite.config.ts") };
  const consoleShell = resolve(outRoot, "console-shell");
  await build({ ...consoleCommon, build: { outDir: consoleShell } });
  await build({ ...consoleCommon, build: { ssr: true, outDir: resolve(outRoot, "console-brand") } });
  const consoleSiteDir = resolve(outRoot, "console-site");
  const ran = spawnSync(
    process.execPath,
    [
      resolve(outRoot, "console-brand/brand-console.js"),
      "--tenant",
      tenantDir,
      "--shell",
      consoleShell,
      "--out",
      consoleSiteDir,
      "--storefront",
      `http://127.0.0.1:${webPort}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (ran.status !== 0) {
    await stopEmulators();
    process.exit(1);
  }
  return consoleSiteDir;
}

const server = await serveSite(siteDir, webPort);
const address = `http://127.0.0.1:${webPort}/`;
const secondServer = secondTenant ? await serveSite(secondSiteDir, secondWebPort) : undefined;

// The prop house's console, compiled for the same services and branded for the tenant, on its own
// address (its photos and logo come from the storefront above). Only with the server: the console
// manages what customers sent, which the embedded store keeps in each customer's browser.
const consoleSite = firestore ? await buildConsole() : undefined;
const consoleServer = consoleSite ? await serveSite(consoleSite, consolePort) : undefined;
const consoleAddress = `http://127.0.0.1:${consolePort}/`;
process.stdout.write(
  [
    "",
    `  Storefront (${tenant}): ${address}`,
    ...(secondServer ? [`  Storefront (${String(secondTenant)}): http://127.0.0.1:${secondWebPort}/`] : []),
    consoleServer
      ? `  Console (staff):        ${consoleAddress}`
      : "  Console:                not started (it needs the Firestore emulator)",
    `  Auth emulator:          http://${emulator.authHost}/`,
    firestore
      ? `  Firestore emulator:     http://${firestore.host}/ (with packages/data/firestore.rules; empty at each start)`
      : "  Documents:              the embedded store, in each browser (no Firestore emulator)",
    emulator.functionsHost
      ? `  Functions emulator:     http://${emulator.functionsHost}/ (apps/functions/dist: ${commandNames.join(", ")})`
      : "  Server commands:        none (the embedded store's repositories stand in for them)",
    `  File store (stand-in):  ${fileStore.url}/files/ (paperwork uploads, kept in ${fileStoreRoot})`,
    ...(business ? [`  Demo business:          ${describeBusiness(business)}`] : []),
    "  Demo accounts:",
    ...demoAccounts.map((account) => `    ${account.email} / ${account.password}  (${account.description})`),
    "  The phone code of the second account is printed by the emulator's REST API:",
    `    curl http://${emulator.authHost}/emulator/v1/projects/${projectId}/verificationCodes`,
    "  Outgoing mail (quote requests, answers, statuses) is in Firestore's mail collection.",
    "  Press Ctrl+C to stop.",
    "",
  ].join("\n"),
);

const shutdown = async () => {
  server.close();
  secondServer?.close();
  consoleServer?.close();
  await stopEmulators();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
