import { baseConfig, domConfig } from "@backlot/vitest-config";
import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";

// Unit and component tests (jsdom); the pages end to end run in Chromium with Playwright (e2e/).
export default mergeConfig(
  mergeConfig(baseConfig, domConfig),
  defineConfig({
    plugins: [react()],
    test: {
      include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
      globalSetup: ["./test/tenant-once.ts"],
      setupFiles: ["./test/setup.ts"],
      css: { modules: { classNameStrategy: "non-scoped" } },
    },
  }),
);
