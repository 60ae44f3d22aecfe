import { fileURLToPath } from "node:url";
import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // The tests run the built `backlot` as people do: it is built first when it is missing or stale.
      globalSetup: [fileURLToPath(import.meta.resolve("@backlot/node-cli/built-backlot"))],
      testTimeout: 60_000,
    },
  }),
);
