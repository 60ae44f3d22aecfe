import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as { version: string };

// Only the CLI is built: it runs under plain Node, which cannot load the TypeScript sources.
// Library consumers import the sources directly (see "exports").
export default defineConfig({
  entry: { cli: "src/cli/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
  // Our own code and the JSON Schemas are bundled; npm dependencies stay external.
  define: { BACKLOT_VERSION: JSON.stringify(version) },
});
