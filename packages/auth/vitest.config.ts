import { fileURLToPath } from "node:url";
import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // Builds the one `backlot` (apps/cli), which the CLI test runs, when it is missing or stale, then starts the
      // Firebase Auth emulator once for the run (unless one is already configured).
      globalSetup: [
        fileURLToPath(import.meta.resolve("@backlot/node-cli/built-backlot")),
        "./test/auth-emulator.global.ts",
      ],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
