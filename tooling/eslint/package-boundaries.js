// Package boundaries: a workspace package is used only through its name and its exports, and only
// where dependency-table.js allows. Reaching into another package's files (a relative path out of
// the package, or `@backlot/x/src/...`) ties the two together behind the package manager's back;
// importing an app makes a library depend on something that is deployed, not published; a library
// using one the table does not list points a dependency the wrong way. All are refused here, so the
// layout is checked, not hoped.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { allowedDependencies, workspaceKinds } from "./dependency-table.js";

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every workspace package's name, with its kind ("app", "library", "tenant" or "tooling") and folder. */
export function workspacePackages(root = workspaceRoot) {
  const found = new Map();
  for (const [folder, kind] of Object.entries(workspaceKinds)) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = join(dir, name, "package.json");
      if (!existsSync(manifest)) continue;
      const { name: packageName } = JSON.parse(readFileSync(manifest, "utf8"));
      found.set(packageName, { kind, folder: `${folder}/${name}` });
    }
  }
  return found;
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

const packages = workspacePackages();
const kindOf = (name) => packages.get(name)?.kind;

/** The name of the package whose folder is `root`. */
const nameAt = (root) => JSON.parse(readFileSync(join(root, "package.json"), "utf8")).name;

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
      testing:
        "'{{source}}' is sample data for stories and tests; this file ships. Import it only from a story " +
        "(*.stories.tsx), a test (*.test.ts[x]), their sample data (sample-*.ts) or a test/ or e2e/ folder.",
      internals:
        "'{{source}}' imports another package's src/ directly. Import what its package.json exports instead " +
        "(or add the export there).",
      app: "'{{source}}' is an app ({{app}}): apps are deployed, not imported. Move what you need into a package.",
      tenant:
        "'{{source}}' is a tenant's code or a library importing a tenant: a tenant is settings, which only an app " +
        "reads, as JSON. Take the settings as an argument instead.",
      forbidden:
        "{{own}} may not use {{target}}: dependencies point one way (tooling/eslint/dependency-table.js, " +
        "ARCHITECTURE.md). {{own}} may use {{allowed}}. Move the shared part down into one of those.",
      unlisted:
        "{{own}} is not in tooling/eslint/dependency-table.js: add it, with the packages it may use, " +
        "before it imports {{target}}.",
    },
  },
  create(context) {
    const file = context.filename;
    const ownRoot = packageRootOf(file);
    const own = existsSync(join(ownRoot, "package.json")) ? nameAt(ownRoot) : undefined;
    const ownKind = kindOf(own);
    // Stories, tests and their sample data (sample-*.ts beside a component) may use a package's testing/ entries;
    // nothing that ships may.
    const isStoryOrTest =
      /(\.(stories|test)\.[cm]?[jt]sx?|[\\/]sample-[\w-]+\.tsx?)$/.test(file) ||
      /[\\/](test|e2e)[\\/]/.test(file.slice(ownRoot.length));
    /** Whether this package may use the workspace package `name` (reported when not). */
    function checkTable(node, source, name) {
      if (name === own) return;
      const kind = kindOf(name);
      if (kind === "app") return context.report({ node, messageId: "app", data: { source, app: name } });
      if (kind === "tooling" || kind === undefined || (ownKind === "app" && kind === "library")) return;
      if (kind === "tenant") {
        if (ownKind !== "app" || !source.endsWith(".json"))
          context.report({ node, messageId: "tenant", data: { source } });
        return;
      }
      if (ownKind !== "library") return;
      const allowed = allowedDependencies[own];
      if (!allowed) return context.report({ node, messageId: "unlisted", data: { own, target: name } });
      if (!allowed.includes(name)) {
        const list = allowed.length ? allowed.join(", ") : "no other Backlot package";
        context.report({ node, messageId: "forbidden", data: { own, target: name, allowed: list } });
      }
    }
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
      if (rest.startsWith("/src/")) context.report({ node, messageId: "internals", data: { source } });
      if (rest.startsWith("/testing/") && !isStoryOrTest)
        context.report({ node, messageId: "testing", data: { source } });
      checkTable(node, source, name);
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
