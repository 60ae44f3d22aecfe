// The schemas are the agencies' manual: every property must say what it is for, and the
// generated TypeScript types must match them.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageDir } from "../test/support.js";

const schemaDir = join(packageDir, "schema");
const schemaFiles = readdirSync(schemaDir).filter((file) => file.endsWith(".schema.json"));

type Schema = { [key: string]: unknown };

function loadSchema(file: string): Schema {
  return JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as Schema;
}

/** Follows a $ref within this package's schema files. */
function resolveRef(ref: string, currentFile: string): Schema {
  const [file, fragment = ""] = ref.split("#");
  let node: unknown = loadSchema(file || currentFile);
  for (const token of fragment.split("/").filter(Boolean)) node = (node as Schema)[token];
  return node as Schema;
}

/** Every `properties` entry anywhere in a schema, with its path. */
function* properties(node: unknown, path: string): Generator<[string, Schema]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* properties(item, `${path}/${index}`);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && typeof value === "object" && value !== null) {
      for (const [name, schema] of Object.entries(value as Record<string, Schema>))
        yield [`${path}/properties/${name}`, schema];
    }
    yield* properties(value, `${path}/${key}`);
  }
}

/** Paths of object schemas that would accept keys they do not declare. */
function openObjects(node: unknown, path: string): string[] {
  if (typeof node !== "object" || node === null) return [];
  const entries = Array.isArray(node) ? [...node.entries()] : Object.entries(node);
  const own =
    (node as Schema).properties !== undefined && (node as Schema).additionalProperties !== false ? [path] : [];
  return own.concat(entries.flatMap(([key, value]) => openObjects(value, `${path}/${String(key)}`)));
}

describe("the schemas as a manual", () => {
  it.each(schemaFiles)("%s describes every property", (file) => {
    const undocumented = [...properties(loadSchema(file), "#")]
      .filter(([, schema]) => {
        const described = (s: Schema) => typeof s.description === "string" && s.description.length > 10;
        return !described(schema) && !(typeof schema.$ref === "string" && described(resolveRef(schema.$ref, file)));
      })
      .map(([path]) => path);
    expect(undocumented).toEqual([]);
  });

  it.each(schemaFiles)("%s forbids unknown keys on every object", (file) => {
    expect(openObjects(loadSchema(file), "#")).toEqual([]);
  });

  it("generated TypeScript types are up to date with the schemas", () => {
    const run = () =>
      execFileSync("pnpm", ["run", "--silent", "generate:types", "--check"], { cwd: packageDir, stdio: "pipe" });
    expect(run).not.toThrow();
  });
});
