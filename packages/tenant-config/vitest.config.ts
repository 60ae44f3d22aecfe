import { fileURLToPath } from "node:url";
import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // The CLI tests run the one `backlot` (apps/cli), built first when it is missing or stale.
      globalSetup: [fileURLToPath(import.meta.resolve("@backlot/node-cli/built-backlot"))],
      // The CLI tests spawn the built CLI, and the fuzz test runs 10,000 validations.
      testTimeout: 60_000,
    },
  }),
);
