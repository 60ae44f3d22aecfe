import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // One set of emulators for the run: Firestore (with the rules), Auth and Functions.
      globalSetup: ["./test/emulators.global.ts"],
      testTimeout: 60_000,
      hookTimeout: 240_000,
    },
  }),
);
