import { defineConfig } from "tsup";

// Only the `backlot search` command is built: plain Node runs it. Library code is used from src/.
export default defineConfig({
  entry: { "search-cli": "src/cli/search-cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
  // The workspace packages are TypeScript sources: bundle them; npm packages stay external. The bundle holds
  // @backlot/tenant-config's validation, which imports ajv, ajv-formats and ajv-errors: that is why they are
  // this package's dependencies though src/ never imports them (without them `backlot search` cannot start).
  noExternal: [/^@backlot\//],
});
