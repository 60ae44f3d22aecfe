// The local stack the end-to-end tests run on: `npm start`'s own script (src/local-stack.ts) on ports of its
// own, so it can run beside `npm start`, and a build folder of its own. playwright.config.ts starts it with
// these; the specs reach it through support.ts.
import { fileURLToPath } from "node:url";

export const e2ePorts = {
  web: 4273,
  auth: 9199,
  firestore: 8199,
  functions: 5199,
  console: 4274,
  fileStore: 9298,
  /** The second prop house's storefront (harbour-scenic: two docks). */
  secondWeb: 4275,
} as const;

/** The prop house with more than one dock, served beside New York on the same emulators. */
export const secondTenant = "tenants/harbour-scenic";

/** Where the e2e stack compiles the storefront shell (`shell/`, `server/`) and the console (BACKLOT_OUT_DIR). */
export const e2eOutDir = fileURLToPath(new URL("../../.cache/e2e-dist", import.meta.url));

export const storefrontUrl = `http://127.0.0.1:${e2ePorts.web}`;
export const consoleUrl = `http://127.0.0.1:${e2ePorts.console}`;
export const secondStorefrontUrl = `http://127.0.0.1:${e2ePorts.secondWeb}`;
export const authEmulator = `http://127.0.0.1:${e2ePorts.auth}`;
export const firestoreEmulator = `http://127.0.0.1:${e2ePorts.firestore}`;
export const fileStoreStandIn = `http://127.0.0.1:${e2ePorts.fileStore}`;
