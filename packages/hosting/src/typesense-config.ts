// The Typesense cluster an app searches, from the build's VITE_ variables (part of runtime-config.ts's), apart: a page
// that searches needs this much of the configuration, not the Firebase, Stripe and emulator parts with it.
type BuildEnv = Record<string, string | undefined>;

/** A Typesense cluster and a search-only key; without them, the embedded engine over the build's index. */
export function typesenseConfigOf(env: BuildEnv): { url: string; searchKey: string } | undefined {
  return env.VITE_TYPESENSE_URL && env.VITE_TYPESENSE_SEARCH_KEY
    ? { url: env.VITE_TYPESENSE_URL, searchKey: env.VITE_TYPESENSE_SEARCH_KEY }
    : undefined;
}
