// End-to-end tests: the built storefront on the local stack (the same script as `npm start`, on
// its own ports: the Firestore, Functions and Auth emulators) in Debian's Chromium. Never a downloaded browser.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";

const webPort = 4273;
const authPort = 9199;
const firestorePort = 8199;
const functionsPort = 5199;
/** e2e/support.ts's consoleUrl. */
const consolePort = 4274;

export default defineConfig({
  testDir: "e2e",
  outputDir: ".cache/playwright",
  // One local stack, one browser: two cores are better spent on one test at a time (two at once
  // was slower here, with the rest of the suite running beside them).
  workers: 1,
  fullyParallel: false,
  // The journeys take many steps through the emulators; on a loaded 2-core machine that has taken
  // over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  webServer: {
    command: "run-ts scripts/local-stack.ts",
    url: `http://127.0.0.1:${webPort}/`,
    env: {
      PORT: String(webPort),
      AUTH_EMULATOR_PORT: String(authPort),
      FIRESTORE_EMULATOR_PORT: String(firestorePort),
      FUNCTIONS_EMULATOR_PORT: String(functionsPort),
      CONSOLE_PORT: String(consolePort),
      BACKLOT_OUT_DIR: ".cache/e2e-dist",
    },
    // The emulator alone has taken over a minute to start on a loaded 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
