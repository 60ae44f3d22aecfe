// What the functions' tests share: customers signed in through the Auth emulator who call the
// functions with Firebase's own client SDK (as the storefront does), and the Admin SDK to seed
// and read Firestore as the server sees it.
import { type App, deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { type Auth, getAuth as getAdminAuth } from "firebase-admin/auth";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { type FirebaseApp, deleteApp, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInAnonymously,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type User,
} from "firebase/auth";
import { type FunctionsError, connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { describe, inject } from "vitest";
import { vendorToday } from "@backlot/domain";
import { grantStaff } from "../src/commands/staff/grant-staff.js";

export { testVendor } from "./test-vendor.js";

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

/**
 * What makes a test account's address its own: the test files run in several workers at once, each counting from
 * nought, so the time and a worker's count alone have given two workers the same address in the same millisecond.
 */
const uniquePart = () => `${Date.now()}-${++count}-${Math.random().toString(36).slice(2, 8)}`;
const apps: FirebaseApp[] = [];
const adminApps: App[] = [];

export interface Caller {
  uid: string;
  email: string;
  /** Calls a function; resolves with its data, or rejects with Firebase's FunctionsError. */
  call<R = unknown>(name: string, data: unknown): Promise<R>;
}

/** A new customer account (or an anonymous session) in the Auth emulator, calling as them. */
export async function signedInCaller(
  emulators: Emulators,
  kind: "customer" | "anonymous" = "customer",
): Promise<Caller> {
  const { app, auth } = clientApp(emulators, "caller");
  const email = `customer-${uniquePart()}@studio.example`;
  const { user } = await retriedOnDroppedConnection(() =>
    kind === "anonymous" ? signInAnonymously(auth) : createUserWithEmailAndPassword(auth, email, password),
  );
  return { uid: user.uid, email: kind === "anonymous" ? "" : email, call: callerFor(app, emulators) };
}

/**
 * Node's fetch keeps connections alive, and the emulator closes idle ones after a few seconds: a
 * request sent on one just as it closes fails with "auth/network-request-failed" (seen once in a
 * full run). Setting up a caller is not what these tests test, so that one failure is retried.
 */
async function retriedOnDroppedConnection<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/network-request-failed") throw error;
    return attempt();
  }
}

const password = "test-password-1";

function clientApp(emulators: Emulators, kind: string) {
  const app = initializeApp({ projectId: emulators.projectId, apiKey: "demo-api-key" }, `${kind}-${++count}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulators.authHost}`, { disableWarnings: true });
  return { app, auth };
}

/** A new account, its address verified, made staff of `vendorId` (as `backlot staff add` does), signed in afresh. */
export async function staffCaller(emulators: Emulators, vendorId: string): Promise<Caller> {
  const email = `staff-${uniquePart()}@props.example`;
  // Staff must have a verified address (grantStaff refuses others; so do the rules and staffOf).
  await adminAuth(emulators).createUser({ email, password, emailVerified: true });
  await grantStaff(adminAuth(emulators), email, vendorId);
  const { app, auth } = clientApp(emulators, "staff");
  const { user } = await retriedOnDroppedConnection(() => signInWithEmailAndPassword(auth, email, password));
  return { uid: user.uid, email, call: callerFor(app, emulators) };
}

/** A caller whose ID token `refresh` gets afresh (a verification or a claim set since sign-in is in it). */
export type RefreshingCaller = Caller & { refresh(): Promise<string> };

/** An account signed up with `email` (unverified, as on the storefront). */
export async function signedUpAs(emulators: Emulators, email: string): Promise<RefreshingCaller> {
  return refreshingCaller(emulators, (auth) => createUserWithEmailAndPassword(auth, email, password));
}

/** A new session of the account `signedUpAs` made with `email` (signed in afresh, as after a revocation). */
export async function signedInAs(emulators: Emulators, email: string): Promise<RefreshingCaller> {
  return refreshingCaller(emulators, (auth) => signInWithEmailAndPassword(auth, email, password));
}

async function refreshingCaller(
  emulators: Emulators,
  signIn: (auth: ReturnType<typeof getAuth>) => Promise<{ user: User }>,
): Promise<RefreshingCaller> {
  const { app, auth } = clientApp(emulators, "account");
  const { user } = await retriedOnDroppedConnection(() => signIn(auth));
  // The CLI's synchronous runs leave the connection idle long enough for the emulator to close it.
  const refresh = () => retriedOnDroppedConnection(() => user.getIdToken(true));
  return { uid: user.uid, email: user.email ?? "", call: callerFor(app, emulators), refresh };
}

/** A session signed in with a custom token (an impersonation's), calling as it. */
export async function tokenCaller(emulators: Emulators, token: string): Promise<Caller> {
  const { app, auth } = clientApp(emulators, "token");
  const { user } = await retriedOnDroppedConnection(() => signInWithCustomToken(auth, token));
  return { uid: user.uid, email: user.email ?? "", call: callerFor(app, emulators) };
}

/** Nobody signed in. */
export function visitorCaller(emulators: Emulators): Caller {
  const app = initializeApp({ projectId: emulators.projectId, apiKey: "demo-api-key" }, `visitor-${++count}`);
  apps.push(app);
  return { uid: "", email: "", call: callerFor(app, emulators) };
}

function callerFor(app: FirebaseApp, emulators: Emulators) {
  const functions = getFunctions(app);
  const [host = "127.0.0.1", port = "5001"] = emulators.functionsHost.split(":");
  connectFunctionsEmulator(functions, host, Number(port));
  return async <R>(name: string, data: unknown): Promise<R> =>
    (await httpsCallable<unknown, R>(functions, name)(data)).data;
}

let adminApp: App | undefined;

function admin(emulators: Emulators): App {
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
  adminApp ??= initializeAdminApp({ projectId: emulators.projectId }, `admin-${++count}`);
  if (!adminApps.includes(adminApp)) adminApps.push(adminApp);
  return adminApp;
}

/** Firestore as the server sees it (past the rules). */
export function adminFirestore(emulators: Emulators): Firestore {
  return getFirestore(admin(emulators));
}

/** The Auth emulator's accounts, as the Admin SDK sees them. */
export function adminAuth(emulators: Emulators): Auth {
  return getAdminAuth(admin(emulators));
}

/** The mail documents sent to `to`, oldest first. */
export async function mailTo(db: Firestore, to: string) {
  const sent = await db.collection("mail").where("to", "==", to).get();
  return sent.docs
    .map(
      (doc) =>
        doc.data() as {
          to: string;
          kind: string;
          vendorId: string;
          message: { subject: string; text: string };
          createdAt: { toMillis(): number };
        },
    )
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/** "YYYY-MM-DD", `days` after today in New York (the test vendor's time zone). */
export const inDays = (days: number) => {
  const today = vendorToday("America/New_York");
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

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
  adminApp = undefined;
  await Promise.all([
    ...apps.splice(0).map((app) => deleteApp(app)),
    ...adminApps.splice(0).map((app) => deleteAdminApp(app)),
  ]);
}
