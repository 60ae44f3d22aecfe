// How a built chunk is recognised as one of the libraries a visitor's page must not fetch: strings found only in
// each library's own code (not in import paths or config keys). The web benchmark and the end-to-end spec of a
// visitor's pages (e2e/light-pages.spec.ts) read the same list; a marker that matches no chunk of the build fails the
// benchmark, so a library that changes its strings is noticed.
export interface LibraryMarker {
  name: string;
  pattern: RegExp;
}

export const libraryMarkers: readonly LibraryMarker[] = [
  { name: "firebase", pattern: /@firebase\/|FirebaseError/ },
  { name: "dexie", pattern: /DexieError/ },
  { name: "typesense", pattern: /X-TYPESENSE-API-KEY|TypesenseError/ },
  { name: "search engine", pattern: /this storefront reads format|ColumnBuilder:/ },
  // Ours, started with the services: none of it is needed to show a page.
  { name: "auth flows", pattern: /restoring the sign-in failed/ },
  { name: "repositories", pattern: /\/sharedSetLists\// },
];

/** The markers a chunk's code matches, by name. */
export const librariesIn = (code: string): string[] =>
  libraryMarkers.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name);
