import { defineConfig } from "tsup";

// Only the impersonation command is built: plain Node runs it. Library code is used from src/.
// Our packages are bundled in (their sources are TypeScript, which Node cannot load): the claims'
// end comes from the domain's command limits.
export default defineConfig({
  noExternal: [/^@backlot\//],
  entry: { impersonate: "src/cli/impersonate.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
});
