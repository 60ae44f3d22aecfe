import { copyFileSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { type Options, defineConfig } from "tsup";

const own = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};
const catalog = readFileSync(new URL("../../pnpm-workspace.yaml", import.meta.url), "utf8");
/** The catalogue's version of a dependency ("catalog:" means nothing to npm). */
const versionOf = (name: string) => {
  const found = new RegExp(`^\\s+"?${name}"?: (.+)$`, "m").exec(catalog)?.[1];
  if (!found) throw new Error(`pnpm-workspace.yaml's catalog has no ${name}`);
  return found.trim();
};

// dist/ is what the Functions emulator loads and `firebase deploy` uploads: our workspace packages
// are bundled in; the Firebase SDKs stay npm dependencies, named in dist/package.json with real
// versions, so `npm install --omit=dev` in a copy of dist/ works from the registry.
const functions = {
  entry: { index: "src/index.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  dts: false,
  noExternal: [/^@backlot\//],
  external: Object.keys(own.dependencies),
  onSuccess: () => {
    const dependencies = Object.fromEntries(Object.keys(own.dependencies).map((name) => [name, versionOf(name)]));
    const manifest = {
      name: "backlot-functions",
      private: true,
      type: "module",
      main: "index.js",
      engines: { node: "20" },
      dependencies,
    };
    writeFileSync(new URL("dist/package.json", import.meta.url), `${JSON.stringify(manifest, null, 2)}\n`);
    // The functions' settings per project (TYPESENSE_URL in .env.<project>), which firebase-tools reads from the
    // deployed folder: copied in, as the build empties dist/.
    for (const file of readdirSync(new URL(".", import.meta.url)).filter((name) => /^\.env(\.[\w-]+)?$/.test(name))) {
      copyFileSync(new URL(file, import.meta.url), new URL(`dist/${file}`, import.meta.url));
    }
    return Promise.resolve();
  },
} satisfies Options;

// The admin commands, apart from what is deployed: apps/cli's `backlot catalogue` and `backlot staff` run these
// files as processes (decision 0034); they are not bins of their own.
const cli = {
  ...functions,
  entry: { catalogue: "src/cli/catalogue.ts", staff: "src/cli/staff.ts" },
  outDir: "dist-cli",
  // sharp loads a native library for this machine: it cannot be bundled, so the CLI finds it in node_modules.
  external: [...Object.keys(own.dependencies), "sharp"],
  // The sheet readers bundle CommonJS code that require()s Node's modules, which ES modules can do only so.
  banner: { js: "import { createRequire as cjs } from 'node:module'; const require = cjs(import.meta.url);" },
  onSuccess: undefined,
} satisfies Options;

export default defineConfig([functions, cli]);
