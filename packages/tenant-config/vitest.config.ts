import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  baseConfig,
  defineConfig({
    test: {
      // The CLI tests spawn the built CLI, and the fuzz test runs 10,000 validations.
      testTimeout: 60_000,
    },
  }),
);
