import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(baseConfig, defineConfig({ test: { globalSetup: ["./test/firestore-emulator.global.ts"], testTimeout: 30_000, hookTimeout: 120_000 } }));
