import { baseConfig } from "@backlot/vitest-config";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig, mergeConfig } from "vitest/config";
import { backlotTenant } from "./vite/backlot-tenant-plugin.js";

// Unit and component tests (jsdom); the pages end to end run in Chromium with Playwright (e2e/).
export default mergeConfig(
  baseConfig,
  defineConfig({
    // Component tests see the New York tenant, as the app built by default does.
    plugins: [react(), backlotTenant({ tenantDir: resolve(import.meta.dirname, "../../tenants/ny-props") })],
    test: {
      include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts"],
      environment: "jsdom",
      setupFiles: ["./test/setup.ts"],
      css: { modules: { classNameStrategy: "non-scoped" } },
    },
  }),
);
