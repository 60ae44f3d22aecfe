// Starts the storefront's services: Firebase, the document store and the auth flows, with the
// repositories the always-loaded pages use. Only services.ts imports this, dynamically, so none
// of it is in the first chunk a visitor loads (bench/web-bench.ts holds that budget).
import {
  type AuthStore,
  type Captcha,
  createAccountFlows,
  createAuthFlows,
  followSessionClaims,
  recaptchaV3,
  sessionHint,
  testCaptcha,
  withSessionClaims,
} from "@backlot/auth";
import {
  type DocumentStore,
  favorites,
  messages,
  quoteRequests,
  setLists,
  vendorUsers,
  withListenerRetry,
} from "@backlot/data";
import { actedByOf } from "@backlot/domain";
import { createQueryWatcher } from "@backlot/data/status";
import { lazyFileStore } from "@backlot/data/files";
import type { FirebaseApp } from "firebase/app";
import { runtimeConfig } from "./runtime-config.js";
import { locateVisitor } from "./locate-visitor.js";
import { tenantOrders } from "../orders/orders-repository.js";
import type { ServerCommands } from "./server-commands.js";
import { queryStatus } from "./query-status.js";
import type { Services } from "./services-contract.js";
import { tenant } from "./tenant.js";

const vendorScope = { vendorId: tenant.vendor.id, vendorName: tenant.vendor.name };

/** The store, and a notice for the screen when it cannot keep the customer's data. */
async function openDocuments(app: FirebaseApp): Promise<{ store: DocumentStore; notice?: string }> {
  if (runtimeConfig.documentStore === "firestore") {
    const { createFirestoreStore } = await import("@backlot/data/firestore");
    const emulator = runtimeConfig.firestoreEmulator;
    return { store: createFirestoreStore({ app, ...(emulator ? { emulator } : {}) }) };
  }
  const { memoryFallbackNotice, openEmbeddedStore } = await import("@backlot/data/embedded");
  // The store logs its fallback to the console itself; the screen says it too.
  const store = await openEmbeddedStore({ name: `backlot-${tenant.id}` });
  return { store, ...(store.backendKind === "memory" ? { notice: memoryFallbackNotice } : {}) };
}

/** The Cloud Functions with Firestore; the repositories in the browser without a server. */
async function serverCommands(
  app: FirebaseApp,
  documents: DocumentStore,
  captcha: Captcha,
  repositories: Pick<Services, "orders" | "quoteRequests" | "messages" | "users">,
): Promise<ServerCommands> {
  if (runtimeConfig.documentStore === "firestore") {
    const { callableCommands } = await import("./callable-commands.js");
    return callableCommands({
      app,
      vendorId: vendorScope.vendorId,
      captcha,
      newId: () => documents.newId(),
      emulator: runtimeConfig.functionsEmulator,
    });
  }
  const { localCommands } = await import("./local-commands.js");
  return localCommands(documents, repositories);
}

/** Called once, by getServices. */
export async function startServices(authStore: AuthStore): Promise<Services> {
  const [{ initializeApp }, { createFirebaseAuthService }] = await Promise.all([
    import("firebase/app"),
    import("@backlot/auth/firebase"),
  ]);
  const app = initializeApp(runtimeConfig.firebase);
  const opened = await openDocuments(app);
  // Listeners that fail (a dropped connection, a rules change) are set up again with backoff.
  const documents = withListenerRetry(opened.store);
  const users = vendorUsers(documents, vendorScope);
  const authService = createFirebaseAuthService({
    app,
    ...(runtimeConfig.authEmulatorUrl
      ? { emulatorUrl: runtimeConfig.authEmulatorUrl, appVerificationDisabledForTesting: true }
      : {}),
  });
  const captcha = runtimeConfig.recaptchaSiteKey ? recaptchaV3(runtimeConfig.recaptchaSiteKey) : testCaptcha();
  const repositories = {
    orders: tenantOrders(documents),
    quoteRequests: quoteRequests(documents, vendorScope),
    messages: messages(documents, vendorScope),
  };
  // Loaded beside startup rather than before it: only a sign-in, never a restored session, calls them.
  const commands = serverCommands(app, documents, captcha, { ...repositories, users });
  // Followed from before startup, so a restored session's claims are read too.
  const session = followSessionClaims({ auth: authService, store: authStore });
  const flows = createAuthFlows({
    auth: authService,
    store: authStore,
    users,
    recordSignIn: async (call) => (await commands).recordSignIn(call),
    vendorId: vendorScope.vendorId,
    locate: locateVisitor,
    captcha,
    hint: sessionHint(localStorage, tenant.id),
  });
  // Staff signed in as a customer: the set lists written right after "Sign in as" say who acts.
  const auth = withSessionClaims(flows, session);
  void auth.init();
  return {
    documents,
    queries: createQueryWatcher(documents, queryStatus),
    storageNotice: opened.notice,
    auth,
    session,
    account: createAccountFlows(authService),
    users,
    // Prop and browse pages change these, so they come with the services, not in those pages.
    favorites: favorites(documents, vendorScope),
    setLists: setLists(documents, { ...vendorScope, actedBy: () => actedByOf(session.current()) }),
    ...repositories,
    files: lazyFileStore({ app, standInUrl: runtimeConfig.fileStoreStandIn, idToken: () => auth.getToken() }),
    commands: await commands,
  };
}
