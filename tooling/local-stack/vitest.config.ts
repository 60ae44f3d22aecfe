import { baseConfig } from "@backlot/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

// The local stack's own parts, in Node (the apps end to end run with Playwright: playwright.config.ts).
export default mergeConfig(baseConfig, defineConfig({ test: { include: ["src/**/*.test.ts"], environment: "node" } }));
