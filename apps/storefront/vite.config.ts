// The storefront shell, compiled once for every tenant: the client (dist/shell) and, for
// prerendering, the server entry and the branding command (dist/server). The dev server brands
// it with BACKLOT_TENANT (default tenants/ny-props).
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { backlotDevTenant } from "./build/backlot-tenant-plugin.js";
import { productionSettings } from "./build/production-settings.js";
import { shellServices } from "@backlot/hosting/vite";
import { noPreloadHelper } from "./build/no-preload-helper.js";
import { shortClassNames } from "./build/short-class-names.js";
import { buildLogger } from "@backlot/vite-config";

const workspaceRoot = resolve(import.meta.dirname, "../..");
const tenantDir = resolve(workspaceRoot, process.env.BACKLOT_TENANT ?? "tenants/ny-props");
const outRoot = process.env.BACKLOT_OUT_DIR ?? "dist";
/**
 * Small modules the first page shares with the on-demand pages: the tenant, the links, the services'
 * auth and query state, the preload helper.
 */
const firstPageShared = new RegExp(
  [
    String.raw`src[\/]app[\/](tenant|hrefs|storefront-tenant|services)\.ts$`,
    // The frame asks it, and so do the availability reads and the pickup bar: here, where each finds it made (in the
    // first chunk, a chunk the first imports would read it before the first chunk had made it).
    String.raw`src[\/]pickup[\/]pickup-choice\.ts$`,
    String.raw`auth[\/]src[\/]machine[\/](state-store|states)\.ts$`,
    String.raw`zustand[\/]esm[\/]vanilla`,
    String.raw`ui[\/]src[\/]Link[\/]Link\.tsx$`,
    String.raw`tenant-config[\/]src[\/]slug\.ts$`,
    "preload-helper",
  ].join("|"),
);

// The catalogue's pictures (home, browse and prop pages), its cards (a grid of props, with the heart and quick add; not
// the availability note, which comes with dates) and the rental dates form (browse and prop pages), each in one chunk
// rather than ten: small files each cost their own gzip overhead (bench/web-bench.ts). The pictures apart: the home
// page shows tiles with no cards until the visitor scrolls to its new props (decision 0050).
const cataloguePictures = new RegExp(
  [
    String.raw`ui[\/]src[\/](Picture|TileGrid)[\/]`,
    String.raw`domain[\/]src[\/]catalogue[\/]responsive-image\.ts$`,
    String.raw`src[\/]catalogue[\/]props[\/]prop-pictures\.ts$`,
  ].join("|"),
);
const catalogueCards = new RegExp(
  [
    String.raw`ui[\/]src[\/](PropGrid[\/]|PropCard[\/]|AvailabilityNote[\/](checking-label\.ts|.*\.module\.css)$)`,
    String.raw`domain[\/]src[\/](money|calendar-date)\.ts$`,
    String.raw`tenant-config[\/]src[\/](money|new-props)\.ts$`,
    String.raw`src[\/]catalogue[\/]props[\/]use-prop-card-actions\.tsx$`,
    String.raw`src[\/]account[\/]use-favorites\.ts$`,
  ].join("|"),
);
const rentalDatesForm = new RegExp(
  [
    String.raw`ui[\/]src[\/](RentalDates|DateField|SubmitButton|FormAlert|internal[\/]form)`,
    String.raw`domain[\/]src[\/]rental-dates\.ts$`,
    String.raw`src[\/]catalogue[\/]availability[\/]BrowsingDates\.tsx$`,
  ].join("|"),
);

// What the catalogue's pages (browse, prop, and the home page's new props) share beside the cards: islands, the
// browsing dates' store and availability, the search engine's door, a few kit parts. One chunk, not ten small ones.
const catalogueShared = new RegExp(
  [
    String.raw`src[\/]app[\/](island|use-near-screen|use-log-in-here|price-format-warmup)\.tsx?$`,
    String.raw`src[\/]catalogue[\/]availability[\/](rental-dates|use-availability|answer-life)\.ts$`,
    String.raw`src[\/]catalogue[\/]search[\/]search-engine\.ts$`,
    String.raw`search[\/]src[\/](worker[\/]worker-engine|query[\/]search-query)\.ts$`,
    String.raw`data[\/]src[\/]location[\/]key-value-storage\.ts$`,
    String.raw`ui[\/]src[\/](VisuallyHidden[\/]|internal[\/]visually-hidden\.module\.css)`,
    String.raw`src[\/]catalogue[\/]availability[\/]browsing-dates-island\.ts$`,
    String.raw`hosting[\/]src[\/]typesense-config\.ts$`,
  ].join("|"),
);

const browseData = new RegExp(
  [
    String.raw`src[\/]catalogue[\/]browse[\/](browse-loader|browse-url|category-tiles)\.ts$`,
    String.raw`search[\/]src[\/]query[\/]url-state\.ts$`,
  ].join("|"),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  cacheDir: ".cache/vite",
  customLogger: buildLogger(),
  plugins: [react(), backlotDevTenant({ tenantDir }), productionSettings(), shellServices(), noPreloadHelper()],
  // Short class names in builds (the client and the server name alike); readable ones in development.
  ...(command === "build" ? { css: { modules: { generateScopedName: shortClassNames(workspaceRoot) } } } : {}),
  // Prerendering runs in plain Node: bundle the workspace's TypeScript packages and their deps,
  // with React's production build (its development checks make each page several times slower).
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  build: isSsrBuild
    ? {
        outDir: `${outRoot}/server`,
        emptyOutDir: true,
        // Prerendering runs these in Node, from disk: their size costs no visitor anything (kB, minified).
        chunkSizeWarningLimit: 4096,
        rollupOptions: { input: { "entry-server": "src/entry-server.tsx", "brand-cli": "build/brand-cli.ts" } },
      }
    : {
        outDir: `${outRoot}/shell`,
        emptyOutDir: true,
        // The largest chunk is Firestore's SDK (about 560 kB minified, 210 kB gzip), which loads after the first
        // paint, once someone signs in or picks dates. What a visitor waits for is the first load, which
        // bench/web-bench.ts holds to its budget; this limit only catches a lazy chunk growing past Firestore's.
        chunkSizeWarningLimit: 600,
        // One stylesheet, as before the on-demand pages: a prerendered page that hydrates one of
        // them (the quote form) is styled from the start, not once its chunk arrives.
        cssCodeSplit: false,
        // No preload lists in the code (they cost first-load bytes): the branded pages name what
        // each page needs, from the manifest (build/shell-scripts.ts).
        modulePreload: false,
        manifest: true,
        // React and the router in one chunk of their own: cached across app releases, and one
        // file compresses better than the pieces the on-demand pages would otherwise cut it into.
        // The small modules the first page shares with the on-demand pages (the tenant, the links,
        // the bundler's runtime helpers) in one chunk too, not five: each file costs its own gzip
        // overhead on the first load (bench/web-bench.ts).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: "shared", test: firstPageShared },
                // Their own modules only: what they import from the first chunk (the toasts) stays there.
                { name: "pictures", test: cataloguePictures, includeDependenciesRecursively: false },
                { name: "cards", test: catalogueCards, includeDependenciesRecursively: false },
                { name: "dates", test: rentalDatesForm, includeDependenciesRecursively: false },
                { name: "catalogue", test: catalogueShared, includeDependenciesRecursively: false },
                // A browse page's data from its address (parsing it, searching): one chunk, as they load together.
                { name: "browse-data", test: browseData, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
  // The catalogue search worker (src/catalogue/search/search-worker.ts) as an ES module, like the app.
  worker: { format: "es" },
  server: { port: 5173, strictPort: false },
}));
