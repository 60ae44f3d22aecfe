// Where the storefront's services are: all from build-time environment variables, so pointing a
// build at a real Firebase project (and later a Typesense cluster) is configuration only. With
// none set, it talks to the local stack: the Auth emulator and the embedded store and search.
const env = import.meta.env as Record<string, string | undefined>;

const projectId = env.VITE_FIREBASE_PROJECT_ID ?? "demo-backlot";

export const runtimeConfig = {
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? "localhost",
    projectId,
  },
  /** "demo-" projects exist only in emulators; they default to the local Auth emulator. */
  authEmulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? (projectId.startsWith("demo-") ? "http://127.0.0.1:9099" : undefined),
  /** "firestore" uses Cloud Firestore; anything else the embedded store in the browser. */
  documentStore: env.VITE_DOCUMENT_STORE === "firestore" ? ("firestore" as const) : ("embedded" as const),
  /** A Typesense cluster and a search-only key; without them, the embedded engine over the build's index. */
  typesense: env.VITE_TYPESENSE_URL && env.VITE_TYPESENSE_SEARCH_KEY ? { url: env.VITE_TYPESENSE_URL, searchKey: env.VITE_TYPESENSE_SEARCH_KEY } : undefined,
  /** reCAPTCHA v3 site key; without one, signups use the test captcha (local stack only). */
  recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
};
