// The build logger drops Vite's warning that a composed rule lost its file (index.js). That file matters to Vite
// only for rewriting url()s, so this holds every CSS module that another composes from free of url().
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLogger, fromOptionWarning } from "../index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every *.module.css under the apps' and packages' sources. */
function cssModules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(path);
    return entry.name.endsWith(".module.css") ? [path] : [];
  });
}

const sources = ["apps", "packages"].flatMap((folder) => cssModules(join(root, folder)));

/** A composes target as a file: relative to the composing file, or a workspace package's export. */
function targetFile(from, target) {
  const scoped = /^@backlot\/([^/]+)\/(.+)$/.exec(target);
  if (!scoped) return resolve(dirname(from), target);
  const [, name, entry] = scoped;
  const folder = ["packages", "apps"]
    .map((kind) => join(root, kind, name))
    .find((dir) => sources.some((file) => file.startsWith(dir)));
  const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
  return resolve(folder, manifest.exports[`./${entry}`]);
}

describe("CSS modules composed from other files", () => {
  const composed = new Set();
  for (const file of sources) {
    for (const [, target] of readFileSync(file, "utf8").matchAll(/composes:[^;]*from\s+["']([^"']+)["']/g)) {
      composed.add(targetFile(file, target));
    }
  }

  it("are found (the check looks in the right places)", () => {
    assert.ok(composed.size > 3, `only ${composed.size} composed files found under apps/ and packages/`);
  });

  for (const file of composed) {
    it(`${relative(root, file)} has no url()`, () => {
      assert.doesNotMatch(readFileSync(file, "utf8"), /url\(/);
    });
  }
});

describe("buildLogger", () => {
  it("drops the `from` warning and passes every other one on", () => {
    const logger = buildLogger();
    const printed = [];
    const original = console.warn;
    console.warn = (...args) => printed.push(args.join(" "));
    try {
      logger.warnOnce(`\n${fromOptionWarning} to \`postcss.parse\`.`);
      logger.warn("(!) Something else");
    } finally {
      console.warn = original;
    }
    assert.equal(printed.length, 1);
    assert.match(printed[0], /Something else/);
  });
});
