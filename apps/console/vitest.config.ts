import { baseConfig, domConfig } from "@backlot/vitest-config";
import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";

// Unit tests of the console's own logic (jsdom); the console end to end (e2e/) runs with the storefront's
// on one local stack (@backlot/local-stack's e2e).
export default mergeConfig(
  mergeConfig(baseConfig, domConfig),
  defineConfig({
    plugins: [react()],
    test: {
      include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
      setupFiles: ["./test/setup.ts"],
      css: { modules: { classNameStrategy: "non-scoped" } },
    },
  }),
);
