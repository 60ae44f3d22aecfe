import { defineConfig } from "tsup";

// Only the impersonation command is built: plain Node runs it. Library code is used from src/.
export default defineConfig({
  entry: { impersonate: "src/cli/impersonate.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
});
