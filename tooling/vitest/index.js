// Shared Vitest defaults. Tests live beside their source as *.test.ts(x); nothing leaks between
// tests (mocks, env and globals are restored after each).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import "./node20-polyfills.js";

const polyfills = fileURLToPath(new URL("./node20-polyfills.js", import.meta.url));

export const baseConfig = defineConfig({
  cacheDir: ".cache/vitest",
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Each test file in its own process and environment, on purpose: nothing one file sets up (a store, a
    // listener, a fake timer) can reach the next. Said explicitly, so Vitest does not end each run suggesting
    // that they be shared. The jsdom packages share one jsdom per worker instead, reset between files (domConfig).
    pool: "forks",
    isolate: true,
    // Tests never time things; under a whole-suite run on two cores, a user-event test can take
    // several seconds, which must not fail it.
    testTimeout: 20_000,
    unstubEnvs: true,
    unstubGlobals: true,
    // Test workers need the same fallbacks as this process (see node20-polyfills.js).
    execArgv: ["--import", polyfills],
  },
});

/**
 * What the jsdom packages (the UI kit, the storefront, the console) merge over baseConfig. Their files share a worker
 * and its jsdom window instead of each starting a process and a jsdom (about half of each run, mostly importing jsdom
 * again); dom-file-reset.js gives each file fresh modules, real timers, an empty document and empty browser state.
 */
export const domConfig = defineConfig({
  test: {
    environment: "jsdom",
    isolate: false,
    setupFiles: [fileURLToPath(new URL("./dom-file-reset.js", import.meta.url))],
  },
});

export default baseConfig;
