import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // One Cloud Firestore emulator for the run (it has taken over a minute to start on a loaded machine).
      globalSetup: ["./test/firestore-emulator.global.ts"],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }),
);
