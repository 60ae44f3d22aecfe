// The dependency table against the workspace: every library is in it, every package.json names only
// the libraries its package may use, and nothing lists an app.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { allowedDependencies } from "../dependency-table.js";
import { workspacePackages } from "../package-boundaries.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const packages = workspacePackages(root);
const libraries = [...packages].filter(([, { kind }]) => kind === "library").map(([name]) => name);

/** The workspace packages a package.json names, with the list that names each. */
function workspaceDependencies(folder) {
  const manifest = JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8"));
  return ["dependencies", "devDependencies", "peerDependencies"].flatMap((list) =>
    Object.keys(manifest[list] ?? {})
      .filter((name) => packages.has(name))
      .map((name) => ({ name, list })),
  );
}

describe("the dependency table", () => {
  it("lists every library in packages/, and only those", () => {
    assert.deepEqual(Object.keys(allowedDependencies).sort(), libraries.sort());
  });

  it("allows only libraries, and never a package itself", () => {
    for (const [name, allowed] of Object.entries(allowedDependencies)) {
      for (const each of allowed) {
        assert.equal(packages.get(each)?.kind, "library", `${name} may use ${each}, which is not a library`);
        assert.notEqual(each, name);
      }
    }
  });

  for (const [name, { kind, folder }] of packages) {
    it(`${name} (${folder}) lists no package it may not use`, () => {
      for (const { name: dependency, list } of workspaceDependencies(folder)) {
        const target = packages.get(dependency).kind;
        // An app's tests may need another app built first (apps/cli's tests run the functions' admin commands),
        // and a tenant's test runs the one `backlot` (apps/cli) on it: a devDependency orders turbo's builds (and
        // links the bin). Nothing imports an app (the boundary rule).
        const buildOrder = (kind === "app" || kind === "tenant") && list === "devDependencies";
        if (!buildOrder) assert.notEqual(target, "app", `${folder}/package.json lists the app ${dependency}`);
        if (kind === "library" && target === "library") {
          assert.ok(
            allowedDependencies[name].includes(dependency),
            `${folder}/package.json lists ${dependency}, which tooling/eslint/dependency-table.js does not allow`,
          );
        }
        if (kind === "library") assert.notEqual(target, "tenant", `${folder}/package.json lists ${dependency}`);
      }
    });
  }
});
