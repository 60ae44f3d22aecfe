import { defineConfig } from "tsup";

// Only the impersonation command is built: plain Node runs it. Library code is used from src/.
// @backlot/data is bundled in (its sources are TypeScript, which Node cannot load): the claims'
// end comes from its command limits.
export default defineConfig({
  noExternal: ["@backlot/data"],
  entry: { impersonate: "src/cli/impersonate.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
});
