// Package boundaries: a workspace package is used only through its name and its exports. Reaching
// into another package's files (a relative path out of the package, or `@backlot/x/src/...`) ties
// the two together behind the package manager's back; importing an app makes a library depend on
// something that is deployed, not published. Both are refused here so the rule is checked, not hoped.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Names of the deployable apps (`apps/*`): nothing may import them. */
function appNames() {
  const appsDir = join(workspaceRoot, "apps");
  if (!existsSync(appsDir)) return new Set();
  const names = readdirSync(appsDir)
    .map((folder) => join(appsDir, folder, "package.json"))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")).name);
  return new Set(names);
}

const packageRoots = new Map();
/** The folder of the nearest package.json above `file`: the package the file belongs to. */
function packageRootOf(file) {
  let dir = dirname(file);
  const seen = [];
  while (!packageRoots.has(dir) && !existsSync(join(dir, "package.json")) && dirname(dir) !== dir) {
    seen.push(dir);
    dir = dirname(dir);
  }
  const root = packageRoots.get(dir) ?? dir;
  for (const folder of [dir, ...seen]) packageRoots.set(folder, root);
  return root;
}

const apps = appNames();

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Use other workspace packages only by name and exports; never import an app." },
    schema: [],
    messages: {
      outside:
        "'{{source}}' reaches out of this package into {{target}}. Import it by the package's name and exports, " +
        "and list that package in this one's dependencies.",
      internals:
        "'{{source}}' imports another package's src/ directly. Import what its package.json exports instead " +
        "(or add the export there).",
      app: "'{{source}}' is an app ({{app}}): apps are deployed, not imported. Move what you need into a package.",
    },
  },
  create(context) {
    const file = context.filename;
    const ownRoot = packageRootOf(file);
    function check(node) {
      const source = node?.value;
      if (typeof source !== "string") return;
      if (source.startsWith(".")) {
        const target = resolve(dirname(file), source);
        const targetRoot = packageRootOf(join(target, "x"));
        if (targetRoot !== ownRoot && !targetRoot.startsWith(ownRoot + sep)) {
          const where = targetRoot.slice(workspaceRoot.length + 1) || "the workspace root";
          context.report({ node, messageId: "outside", data: { source, target: where } });
        }
        return;
      }
      const scoped = /^(@backlot\/[^/]+)(\/.*)?$/.exec(source);
      if (!scoped) return;
      const [, name, rest = ""] = scoped;
      if (apps.has(name)) context.report({ node, messageId: "app", data: { source, app: name } });
      else if (rest.startsWith("/src/")) context.report({ node, messageId: "internals", data: { source } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const packageBoundaries = { rules: { "package-boundaries": rule } };
