// End-to-end tests of both apps, the storefront (apps/storefront/e2e) and the prop house's console
// (apps/console/e2e), on ONE local stack: `npm start`'s own script on its own ports (src/e2e/stack.ts: the
// Firestore, Functions and Auth emulators; New York, and harbour-scenic's two docks beside it), in Debian's
// Chromium. Never a downloaded browser. One start for both apps: a start takes minutes on a 2-core machine, and the
// console's specs drive the storefront too.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";
import { consoleUrl, e2eOutDir, e2ePorts, secondTenant, storefrontUrl } from "./src/e2e/stack.js";

export default defineConfig({
  // The console's specs first, as they ran before the customers' journeys when they were one folder: a
  // journey's order books the same props on the same dates as the console's quotes.
  projects: [
    { name: "console", testDir: "../../apps/console/e2e" },
    { name: "storefront", testDir: "../../apps/storefront/e2e" },
  ],
  outputDir: ".cache/playwright",
  // One local stack, one browser: two cores are better spent on one test at a time (two at once
  // was slower here, with the rest of the suite running beside them).
  workers: 1,
  fullyParallel: false,
  // The journeys take many steps through the emulators; on a loaded 2-core machine that has taken
  // over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: storefrontUrl,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  webServer: {
    command: "run-ts src/local-stack.ts",
    // The console: the stack serves it last, after the storefront.
    url: `${consoleUrl}/`,
    env: {
      PORT: String(e2ePorts.web),
      AUTH_EMULATOR_PORT: String(e2ePorts.auth),
      FIRESTORE_EMULATOR_PORT: String(e2ePorts.firestore),
      FUNCTIONS_EMULATOR_PORT: String(e2ePorts.functions),
      CONSOLE_PORT: String(e2ePorts.console),
      FILE_STORE_PORT: String(e2ePorts.fileStore),
      BACKLOT_SECOND_TENANT: secondTenant,
      SECOND_WEB_PORT: String(e2ePorts.secondWeb),
      BACKLOT_OUT_DIR: e2eOutDir,
    },
    // The emulator alone has taken over a minute to start on a loaded 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
