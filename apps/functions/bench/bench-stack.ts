// What the functions' latency benchmarks share: the local stack's parts (the Cloud Firestore emulator with the data
// rules, the built functions in the Functions emulator, the Auth emulator, the file store stand-in), signed-in sessions
// with the apps' own listeners (@backlot/data's Firestore store) and callables, and how a figure is taken and said:
// from a call's start until a listener's answer shows it, as p50 and p95 against a budget.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type App, deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { type Auth, getAuth as getAdminAuth } from "firebase-admin/auth";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { type FirebaseApp, deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import type { DocumentStore } from "@backlot/data";
import { createFirestoreStore } from "@backlot/data/firestore";
import { commandNames } from "@backlot/domain";
import { startFileStoreStandIn, startFirestoreEmulator, startFunctionsEmulator } from "@backlot/emulators";

export const benchPassword = "bench-password-1";

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Resolves with how long `act` took to be seen: until `seen` says yes of a listener's answer. */
export function timeUntil<T>(
  listen: (next: (value: T) => void) => () => void,
  seen: (value: T) => boolean,
  act: () => Promise<unknown>,
) {
  return new Promise<number>((resolve, reject) => {
    let start = 0;
    let acting = false;
    const stop = listen((value) => {
      if (acting && seen(value)) {
        stop();
        resolve(performance.now() - start);
      }
    });
    start = performance.now();
    acting = true;
    act().catch((error: unknown) => {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/** Prints one figure's p50 and p95 against its budget; whether p95 is within it. */
export function report(what: string, times: number[], budgetMs: number): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const verdict = p95 <= budgetMs ? "within" : "OVER";
  process.stdout.write(
    `${what}: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${String(times.length)} runs; ` +
      `${verdict} the ${String(budgetMs)} ms budget)\n`,
  );
  return p95 <= budgetMs;
}

export interface BenchSession {
  uid: string;
  store: DocumentStore;
  call: (name: string, data: unknown) => Promise<unknown>;
}

export interface BenchStack {
  db: Firestore;
  adminAuth: Auth;
  fileStoreRoot: string;
  /** A signed-in session of an account made with `benchPassword`. */
  session(email: string): Promise<BenchSession>;
  stop(): Promise<void>;
}

/** Starts the emulators for project `projectId`, with every command of the built functions. */
export async function startBenchStack(projectId: string): Promise<BenchStack> {
  const rulesFile = createRequire(import.meta.url).resolve("@backlot/data/firestore.rules");
  const firestore = await startFirestoreEmulator({ projectId, rulesFile });
  const fileStoreRoot = mkdtempSync(join(tmpdir(), "backlot-bench-files-"));
  const fileStore = await startFileStoreStandIn({ root: fileStoreRoot, projectId });
  const functions = await startFunctionsEmulator({
    projectId,
    source: fileURLToPath(new URL("../dist", import.meta.url)),
    firestoreHost: firestore.host,
    functions: commandNames,
    env: { BACKLOT_FILE_STORE_STAND_IN_URL: fileStore.url },
  }).catch(async (error: unknown) => {
    await Promise.all([firestore.stop(), fileStore.stop()]);
    throw error;
  });
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = functions.authHost;
  const admin: App = initializeAdminApp({ projectId }, `${projectId}-admin`);
  const apps: FirebaseApp[] = [];
  const stores: DocumentStore[] = [];
  return {
    db: getFirestore(admin),
    adminAuth: getAdminAuth(admin),
    fileStoreRoot,
    async session(email) {
      const app = initializeApp({ projectId, apiKey: "demo-api-key" }, `${projectId}-${email}`);
      apps.push(app);
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${functions.authHost}`, { disableWarnings: true });
      const { user } = await signInWithEmailAndPassword(auth, email, benchPassword);
      await user.getIdToken(true);
      const [host = "127.0.0.1", port = "8080"] = firestore.host.split(":");
      const store = createFirestoreStore({ app, emulator: { host, port: Number(port) } });
      stores.push(store);
      const sdk = getFunctions(app);
      const [fnHost = "127.0.0.1", fnPort = "5001"] = functions.functionsHost.split(":");
      connectFunctionsEmulator(sdk, fnHost, Number(fnPort));
      return { uid: user.uid, store, call: (name, data) => httpsCallable(sdk, name)(data) };
    },
    async stop() {
      await Promise.all(stores.map((store) => store.close()));
      await Promise.all(apps.map((app) => deleteApp(app)));
      await deleteAdminApp(admin);
      await functions.stop();
      await firestore.stop();
      await fileStore.stop();
      rmSync(fileStoreRoot, { recursive: true, force: true });
    },
  };
}
