import { fileURLToPath } from "node:url";
import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // The one `backlot` (apps/cli), which the CLI tests run, built when it is missing or stale; then one set of
      // emulators for the run: Firestore (with the rules), Auth and Functions.
      globalSetup: [
        fileURLToPath(import.meta.resolve("@backlot/node-cli/built-backlot")),
        "./test/emulators.global.ts",
      ],
      // The tests' Admin SDK talks to emulators only: it must not probe Google's metadata server (whatever
      // answers that address here returns 403, and the SDK prints a warning into the run's output).
      env: { METADATA_SERVER_DETECTION: "none" },
      // The files mostly wait on the emulators (one starts its own pair): three at a time on two cores.
      maxWorkers: 3,
      testTimeout: 60_000,
      hookTimeout: 240_000,
    },
  }),
);
