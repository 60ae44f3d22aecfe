// What the functions' tests share: customers signed in through the Auth emulator who call the
// functions with Firebase's own client SDK (as the storefront does), and the Admin SDK to seed
// and read Firestore as the server sees it.
import { type App, deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { type FirebaseApp, deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously } from "firebase/auth";
import { type FunctionsError, connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { describe, inject } from "vitest";

export type Emulators = NonNullable<ReturnType<typeof inject<"emulators">>>;

/** A describe block on the run's emulators; skipped, and named so, under BACKLOT_NO_FIRESTORE=1. */
export function describeOnEmulators(name: string, body: (emulators: Emulators) => void): void {
  const emulators = inject("emulators");
  if (!emulators) {
    describe.skip(`${name} (skipped: BACKLOT_NO_FIRESTORE=1)`, () => undefined);
    return;
  }
  describe(name, () => body(emulators));
}

let count = 0;
const apps: FirebaseApp[] = [];
const adminApps: App[] = [];

export interface Caller {
  uid: string;
  /** Calls a function; resolves with its data, or rejects with Firebase's FunctionsError. */
  call<R = unknown>(name: string, data: unknown): Promise<R>;
}

/** A new customer account (or an anonymous session) in the Auth emulator, calling as them. */
export async function signedInCaller(
  emulators: Emulators,
  kind: "customer" | "anonymous" = "customer",
): Promise<Caller> {
  const app = initializeApp({ projectId: emulators.projectId, apiKey: "demo-api-key" }, `caller-${++count}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulators.authHost}`, { disableWarnings: true });
  const { user } =
    kind === "anonymous"
      ? await signInAnonymously(auth)
      : await createUserWithEmailAndPassword(auth, `customer-${Date.now()}-${count}@studio.example`, "test-password-1");
  return { uid: user.uid, call: callerFor(app, emulators) };
}

/** Nobody signed in. */
export function visitorCaller(emulators: Emulators): Caller {
  const app = initializeApp({ projectId: emulators.projectId, apiKey: "demo-api-key" }, `visitor-${++count}`);
  apps.push(app);
  return { uid: "", call: callerFor(app, emulators) };
}

function callerFor(app: FirebaseApp, emulators: Emulators) {
  const functions = getFunctions(app);
  const [host = "127.0.0.1", port = "5001"] = emulators.functionsHost.split(":");
  connectFunctionsEmulator(functions, host, Number(port));
  return async <R>(name: string, data: unknown): Promise<R> =>
    (await httpsCallable<unknown, R>(functions, name)(data)).data;
}

/** Firestore as the server sees it (past the rules). */
export function adminFirestore(emulators: Emulators): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  const app = initializeAdminApp({ projectId: emulators.projectId }, `admin-${++count}`);
  adminApps.push(app);
  return getFirestore(app);
}

/**
 * The code, message and details a call was refused with. The client SDK appends the HTTP status to
 * the function's message ("... [403]"); the message here is the function's own, as a page shows it.
 */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await call;
  } catch (error) {
    const { code, message, details } = error as FunctionsError;
    return { code, message: message.replace(/ \[\d{3}\]$/, ""), details };
  }
  throw new Error("The call was expected to be refused, and it succeeded");
}

export async function closeCallers(): Promise<void> {
  await Promise.all([
    ...apps.splice(0).map((app) => deleteApp(app)),
    ...adminApps.splice(0).map((app) => deleteAdminApp(app)),
  ]);
}
