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
    // listener, a fake timer, a jsdom) can reach the next. Said explicitly, so Vitest does not end each run
    // suggesting that they be shared.
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

export default baseConfig;
