import { baseConfig, domConfig } from "@backlot/vitest-config";
import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";

// Component tests: Testing Library on jsdom (29: later versions crash on Node 20). CSS modules
// are real (class names hashed), so tests find things by role and label, never by class.
export default mergeConfig(
  mergeConfig(baseConfig, domConfig),
  defineConfig({
    plugins: [react()],
    test: {
      setupFiles: ["./test/setup.ts"],
      css: { modules: { classNameStrategy: "non-scoped" } },
    },
  }),
);
