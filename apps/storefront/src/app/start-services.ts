// Starts the storefront's services: Firebase, the document store and the auth flows, with the
// repositories the always-loaded pages use. Only services.ts imports this, dynamically, so none
// of it is in the first chunk a visitor loads (issue 8's budget).
import { type AuthStore, createAccountFlows, createAuthFlows, recaptchaV3, sessionHint, testCaptcha } from "@backlot/auth";
import { type DocumentStore, favorites, setLists, vendorUsers } from "@backlot/data";
import type { FirebaseApp } from "firebase/app";
import { runtimeConfig } from "./runtime-config.js";
import type { Services } from "./services.js";
import { tenant } from "./tenant.js";

const vendorScope = { vendorId: tenant.vendor.id, vendorName: tenant.vendor.name };

async function openDocuments(app: FirebaseApp): Promise<DocumentStore> {
  if (runtimeConfig.documentStore === "firestore") {
    const { createFirestoreStore } = await import("@backlot/data/firestore");
    return createFirestoreStore({ app });
  }
  const { openEmbeddedStore } = await import("@backlot/data/embedded");
  return openEmbeddedStore({ name: `backlot-${tenant.id}` });
}

/** Called once, by getServices. */
export async function startServices(authStore: AuthStore): Promise<Services> {
  const [{ initializeApp }, { createFirebaseAuthService }] = await Promise.all([import("firebase/app"), import("@backlot/auth/firebase")]);
  const app = initializeApp(runtimeConfig.firebase);
  const documents = await openDocuments(app);
  const users = vendorUsers(documents, vendorScope);
  const authService = createFirebaseAuthService({
    app,
    ...(runtimeConfig.authEmulatorUrl ? { emulatorUrl: runtimeConfig.authEmulatorUrl, appVerificationDisabledForTesting: true } : {}),
  });
  const auth = createAuthFlows({
    auth: authService,
    store: authStore,
    users,
    vendorId: vendorScope.vendorId,
    captcha: runtimeConfig.recaptchaSiteKey ? recaptchaV3(runtimeConfig.recaptchaSiteKey) : testCaptcha(),
    hint: sessionHint(localStorage, tenant.id),
  });
  void auth.init();
  return {
    documents,
    auth,
    account: createAccountFlows(authService),
    users,
    // Prop and browse pages change these, so they come with the services, not in those pages.
    favorites: favorites(documents, vendorScope),
    setLists: setLists(documents, vendorScope),
  };
}
