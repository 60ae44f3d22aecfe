// Builds the real auth stack for a test: Firebase Auth (against the emulator this run started),
// the embedded document store, the user repository, the machine's store and the flows. With the
// embedded store no server runs, so sign-ins are recorded as the storefront does then
// (recordSignInWithoutServer); the functions' own tests cover the recordSignIn command.
import { type BackoffPolicy, type VendorUsers, vendorUsers } from "@backlot/data";
import { openEmbeddedStore } from "@backlot/data/embedded";
import { memoryStorage } from "@backlot/data/location";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { type FirebaseApp, deleteApp, initializeApp } from "firebase/app";
import { inject } from "vitest";
import { testCaptcha } from "../src/captcha/captcha.js";
import { createFirebaseAuthService } from "../src/firebase/firebase-auth-service.js";
import { createAccountFlows } from "../src/flows/account-flows.js";
import { createAuthFlows } from "../src/flows/auth-flows.js";
import type { AuthContext } from "../src/flows/context.js";
import { sessionHint } from "../src/flows/session-hint.js";
import { createAuthStore } from "../src/machine/store.js";
import type { AuthService } from "../src/port/auth-service.js";

export const vendor = { vendorId: "bowery-prop-house", vendorName: "bowery" };

const emulatorHost = () => inject("authEmulatorHost");
const projectId = () => inject("authProjectId");
let appCount = 0;

/** A Firebase app in its own "browser": separate sign-in state from every other app. */
export function newApp(): FirebaseApp {
  return initializeApp(
    { projectId: projectId(), apiKey: "demo-api-key", authDomain: "localhost" },
    `auth-test-${++appCount}-${Date.now()}`,
  );
}

/** The Auth service of `app`; `emulatorUrl` (the first tab of an app decides) puts something in between. */
export function authService(app: FirebaseApp, emulatorUrl = `http://${emulatorHost()}`): AuthService {
  return createFirebaseAuthService({ app, emulatorUrl, appVerificationDisabledForTesting: true });
}

/** Retries in milliseconds, for tests that wait for startup to retry. */
export const quickRetries: BackoffPolicy = { baseMs: 20, factor: 2, capMs: 200 };

/** One tab of the storefront: flows over a given app (so a reload can reuse the app's sign-in). */
export async function openTab(
  app: FirebaseApp,
  shared?: {
    users?: VendorUsers;
    storage?: ReturnType<typeof memoryStorage>;
    emulatorUrl?: string;
    retryPolicy?: BackoffPolicy;
  },
) {
  const auth = authService(app, shared?.emulatorUrl);
  const data = await openEmbeddedStore({ name: "auth-tests", indexedDB: sharedIndexedDB, IDBKeyRange });
  const users = shared?.users ?? vendorUsers(data, vendor);
  const storage = shared?.storage ?? memoryStorage();
  const store = createAuthStore();
  const captcha = testCaptcha();
  const hint = sessionHint(storage, "ny-props");
  const server = serverWithout(users);
  const flows = createAuthFlows({
    auth,
    store,
    users,
    recordSignIn: (call) => server.recordSignIn(call),
    vendorId: vendor.vendorId,
    captcha,
    hint,
    log: () => undefined,
    afterFirstPaint: (work) => work(),
    ...(shared?.retryPolicy ? { retryPolicy: shared.retryPolicy } : {}),
  });
  return {
    app,
    auth,
    data,
    users,
    storage,
    store,
    captcha,
    hint,
    server,
    flows,
    account: createAccountFlows(auth),
    state: () => store.getState().auth,
  };
}

/** The server's half of each sign-in where none runs, keeping what each was sent (spy on it to refuse one). */
export function serverWithout(users: VendorUsers) {
  const calls: Parameters<AuthContext["recordSignIn"]>[0][] = [];
  return {
    calls,
    recordSignIn: (call: Parameters<AuthContext["recordSignIn"]>[0]) => {
      calls.push(call);
      return users.recordSignInWithoutServer(call);
    },
  };
}

// All tabs of a test see one database, as tabs of one browser do.
let sharedIndexedDB = new IDBFactory();
export function resetDatabase(): void {
  sharedIndexedDB = new IDBFactory();
}

export async function closeApps(...apps: FirebaseApp[]): Promise<void> {
  await Promise.all(apps.map((app) => deleteApp(app).catch(() => undefined)));
}

interface OobCode {
  email: string;
  newEmail?: string;
  requestType: string;
  oobLink: string;
  oobCode: string;
}

/** Emulator REST endpoints: clear accounts, read the emails and texts it "sent". */
export const emulator = {
  base: () => `http://${emulatorHost()}/emulator/v1/projects/${projectId()}`,
  async clearAccounts(): Promise<void> {
    const response = await fetch(`${emulator.base()}/accounts`, { method: "DELETE" });
    if (!response.ok) throw new Error(`Clearing emulator accounts failed: HTTP ${response.status}`);
  },
  async oobCodes(): Promise<OobCode[]> {
    const body = (await (await fetch(`${emulator.base()}/oobCodes`)).json()) as { oobCodes: OobCode[] };
    return body.oobCodes;
  },
  async lastOobCode(email: string, requestType: string) {
    // An email change is filed under the current address, with the new one as newEmail.
    const codes = (await emulator.oobCodes()).filter(
      (code) => (code.email === email || code.newEmail === email) && code.requestType === requestType,
    );
    const last = codes[codes.length - 1];
    if (!last) throw new Error(`The emulator sent no ${requestType} email to ${email}`);
    return last;
  },
};

let emailCount = 0;
export const uniqueEmail = (name = "jo") => `${name}.${Date.now()}.${++emailCount}@studio.example`;
