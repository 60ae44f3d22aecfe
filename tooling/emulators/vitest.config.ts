import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

// Each test starts a real emulator; a start has taken over a minute on a loaded 2-core machine.
export default mergeConfig(baseConfig, defineConfig({ test: { testTimeout: 120_000, hookTimeout: 120_000 } }));
