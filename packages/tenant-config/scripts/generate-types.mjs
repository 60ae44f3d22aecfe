// Writes src/generated/schema-types.ts from the JSON Schemas, so the TypeScript types can never
// drift from the schemas. Run `pnpm generate:types` after editing a schema; `--check` (run by the
// tests) fails when the committed file is stale.
//
// The types describe settings *after* the loader applied defaults: every property that has a
// `default` in the schema is required here, because code never sees it missing.
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "json-schema-to-typescript";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const schemaDir = join(packageDir, "schema");
export const outputFile = join(packageDir, "src/generated/schema-types.ts");

/** Makes every property that has a default required, at every depth, for the generator only. */
function requireDefaulted(node) {
  if (Array.isArray(node)) return node.map(requireDefaulted);
  if (node === null || typeof node !== "object") return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, requireDefaulted(value)]));
  // A description beside a $ref makes the generator mint a numbered alias (Logo1, Logo2...);
  // without it every use of a shared shape gets the one named type.
  if ("$ref" in copy) delete copy.description;
  if (copy.properties && typeof copy.properties === "object") {
    const defaulted = Object.entries(copy.properties)
      .filter(([, schema]) => schema && typeof schema === "object" && "default" in schema)
      .map(([name]) => name);
    if (defaulted.length > 0) copy.required = [...new Set([...(copy.required ?? []), ...defaulted])];
  }
  return copy;
}

export async function generateTypes() {
  const workDir = await mkdtemp(join(tmpdir(), "backlot-schema-types-"));
  try {
    for (const file of await readdir(schemaDir)) {
      if (!file.endsWith(".schema.json")) continue;
      const schema = JSON.parse(await readFile(join(schemaDir, file), "utf8"));
      await writeFile(join(workDir, file), JSON.stringify(requireDefaulted(schema)));
    }
    // The bundle schema references the three documents, so compiling it emits every type once.
    const root = JSON.parse(await readFile(join(workDir, "new-tenant.schema.json"), "utf8"));
    const body = await compile(root, "NewTenantBundle", {
      cwd: workDir,
      additionalProperties: false,
      bannerComment: "",
      format: false,
      unreachableDefinitions: false,
      strictIndexSignatures: true,
      // Bounded arrays up to 8 become tuples (weeklyDiscounts); longer bounds stay plain arrays.
      maxItems: 8,
    });
    return [
      "// Generated from packages/tenant-config/schema/*.schema.json by scripts/generate-types.mjs.",
      "// Do not edit: change the schema and run `pnpm generate:types`.",
      "// Properties with a schema default are required here: these are the settings after loading.",
      "/* eslint-disable */",
      "",
      body.trim(),
      "",
    ].join("\n");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await generateTypes();
  if (process.argv.includes("--check")) {
    // Used by the tests: fail when someone edited a schema but not the types.
    const committed = await readFile(outputFile, "utf8").catch(() => "");
    if (committed !== source) {
      console.error(`${outputFile} is out of date with the schemas; run \`pnpm generate:types\` and commit the result.`);
      process.exit(1);
    }
    console.log("schema types are up to date");
  } else {
    await writeFile(outputFile, source);
    console.log(`wrote ${outputFile}`);
  }
}
