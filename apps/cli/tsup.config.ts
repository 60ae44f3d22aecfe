import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as { version: string };

// The one `backlot`, for plain Node: the workspace packages are TypeScript sources, so they are bundled in; npm
// packages stay external (this package's dependencies: what the bundle imports). The admin commands
// (`backlot catalogue`, `backlot staff`) are not in it: apps/functions builds them into its dist-cli/ (decision 0034).
export default defineConfig({
  entry: { backlot: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
  noExternal: [/^@backlot\//],
  // The sheet readers bundle CommonJS code that require()s Node's modules, which ES modules can do only so.
  banner: { js: "import { createRequire as cjs } from 'node:module'; const require = cjs(import.meta.url);" },
  define: { BACKLOT_VERSION: JSON.stringify(version) },
});
