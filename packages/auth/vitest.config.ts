import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // Builds the CLIs the tests run when they are missing or stale, then starts the Firebase Auth
      // emulator once for the run (unless one is already configured).
      globalSetup: ["./test/built-clis.global.ts", "./test/auth-emulator.global.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
