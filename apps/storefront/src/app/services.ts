// The storefront's services, started once: the document store, the auth flows over Firebase Auth,
// and the search engine. The SDKs load here, after the first paint, never in a page's own code.
import { type AuthFlows, createAccountFlows, createAuthFlows, createAuthStore, recaptchaV3, sessionHint, testCaptcha } from "@backlot/auth";
import { type DocumentStore, vendorUsers } from "@backlot/data";
import type { SearchEngine, SerializedIndex } from "@backlot/search/engine";
import type { TypesenseSearchClient } from "@backlot/search/typesense";
import type { FirebaseApp } from "firebase/app";
import { runtimeConfig } from "./runtime-config.js";
import { tenant } from "./tenant.js";

/** The auth state lives from the first render; the flows arrive once the services start. */
export const authStore = createAuthStore();

export interface Services {
  documents: DocumentStore;
  auth: AuthFlows;
  account: ReturnType<typeof createAccountFlows>;
  users: ReturnType<typeof vendorUsers>;
}

const vendorScope = { vendorId: tenant.vendor.id, vendorName: tenant.vendor.name };

async function openDocuments(app: FirebaseApp): Promise<DocumentStore> {
  if (runtimeConfig.documentStore === "firestore") {
    const { createFirestoreStore } = await import("@backlot/data/firestore");
    return createFirestoreStore({ app });
  }
  const { openEmbeddedStore } = await import("@backlot/data/embedded");
  return openEmbeddedStore({ name: `backlot-${tenant.id}` });
}

async function start(): Promise<Services> {
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
  return { documents, auth, account: createAccountFlows(authService), users };
}

let services: Promise<Services> | undefined;
/** Starts the services on first call; every later call gets the same ones. */
export const getServices = (): Promise<Services> => (services ??= start());

async function embeddedEngine(): Promise<SearchEngine> {
  const [{ createEmbeddedEngine, loadIndex }, response] = await Promise.all([import("@backlot/search/engine"), fetch("/catalogue/index.json")]);
  if (!response.ok) throw new Error(`The catalogue index could not be loaded (HTTP ${response.status} for /catalogue/index.json)`);
  return createEmbeddedEngine(loadIndex((await response.json()) as SerializedIndex));
}

/** Typesense, searched with a search-only key; the collection is the one `backlot search sync` fills. */
async function typesenseEngine({ url, searchKey }: { url: string; searchKey: string }): Promise<SearchEngine> {
  const [{ Client }, { createTypesenseEngine, aliasFor, typesenseNode }, { indexConfigFromTenant }] = await Promise.all([import("typesense"), import("@backlot/search/typesense"), import("@backlot/search/engine")]);
  const client = new Client({ nodes: [typesenseNode(url)], apiKey: searchKey, connectionTimeoutSeconds: 10 });
  return createTypesenseEngine({ client: client as unknown as TypesenseSearchClient, collection: aliasFor(tenant.id), config: indexConfigFromTenant(tenant) });
}

let engine: Promise<SearchEngine> | undefined;

/** The engine to use instead (the prerenderer's, built from the catalogue in Node). */
export function provideSearchEngine(given: SearchEngine): void {
  engine = Promise.resolve(given);
}

/** The search engine: Typesense when configured, else the embedded one over this build's index (loaded on first search). */
export function getSearchEngine(): Promise<SearchEngine> {
  engine ??= runtimeConfig.typesense ? typesenseEngine(runtimeConfig.typesense) : embeddedEngine();
  // A failed load may succeed later (the network came back): forget it so a retry loads again.
  engine.catch(() => (engine = undefined));
  return engine;
}
