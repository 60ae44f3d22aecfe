// Where an app's services are (the storefront's and the console's): all from build-time environment
// variables (each app reads them with `runtimeConfigOf(import.meta.env)`), so pointing a
// build at a real Firebase project (and later a Typesense cluster) is configuration only. With
// none set, it talks to the local stack's Auth emulator, the embedded store and embedded search;
// `npm start` sets them for its Auth, Firestore and Functions emulators. On Firestore, orders and
// quote requests go through the Cloud Functions; on the embedded store, the repositories stand in.
// A build for a real project must set the store and the captcha (apps/storefront/build/production-settings.ts stops
// it otherwise). The tenant build reads the same config (as the shell was compiled with it) to
// say in the Content-Security-Policy which of these hosts a page may reach.
import { typesenseConfigOf } from "./typesense-config.js";

type BuildEnv = Record<string, string | undefined>;

/** The services a build with these VITE_ variables talks to. */
export function runtimeConfigOf(env: BuildEnv) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? "demo-backlot";
  const emulated = projectId.startsWith("demo-");
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? "localhost",
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.firebasestorage.app`,
    },
    /** "demo-" projects exist only in emulators; they default to the local Auth emulator. */
    authEmulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? (emulated ? "http://127.0.0.1:9099" : undefined),
    /** "firestore" uses Cloud Firestore; anything else the embedded store in the browser. */
    documentStore: env.VITE_DOCUMENT_STORE === "firestore" ? ("firestore" as const) : ("embedded" as const),
    /** "127.0.0.1:8080": the Firestore emulator, for "demo-" projects (port 8080 unless set). */
    firestoreEmulator: emulated ? hostAndPort(env.VITE_FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080") : undefined,
    /** "127.0.0.1:5001": the Functions emulator, for "demo-" projects (port 5001 unless set). */
    functionsEmulator: emulated ? hostAndPort(env.VITE_FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001") : undefined,
    /**
     * Where uploads (paperwork) go: Cloud Storage; for "demo-" projects the local stack's announced on-disk stand-in
     * (the Storage emulator needs Java 21), at VITE_FILE_STORE_STAND_IN_URL (port 9198 unless set).
     */
    fileStoreStandIn: emulated ? (env.VITE_FILE_STORE_STAND_IN_URL ?? "http://127.0.0.1:9198") : undefined,
    /** A Typesense cluster and a search-only key; without them, the embedded engine over the build's index. */
    typesense: typesenseConfigOf(env),
    /** A geo-by-IP service answering JSON; without one, new records get the default location. */
    geoLookupUrl: env.VITE_GEO_LOOKUP_URL,
    /** reCAPTCHA v3 site key; without one, signups use the test captcha (local stack only). */
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
    /** Stripe's publishable key (pk_...) for the card form; without one, the local test provider's test cards. */
    stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY,
  };
}

export type RuntimeConfig = ReturnType<typeof runtimeConfigOf>;

function hostAndPort(address: string): { host: string; port: number } {
  const [host = "127.0.0.1", port = "8080"] = address.split(":");
  return { host, port: Number(port) };
}
