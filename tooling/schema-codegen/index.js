// Generates TypeScript types from JSON Schemas so types never drift from the schemas. The types
// describe data *after* loading: every property with a `default` is required, because code never
// sees it missing.
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "json-schema-to-typescript";

/** Makes every property that has a default required, at every depth, for the generator only. */
export function requireDefaulted(node) {
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

/**
 * Compiles `rootSchema` (a file in `schemaDir` that may $ref the others by file name) into one
 * TypeScript module, and returns its source.
 */
export async function generateTypes({ schemaDir, rootSchema, rootName, sourceLabel, regenerateCommand }) {
  const workDir = await mkdtemp(join(tmpdir(), "backlot-schema-types-"));
  try {
    for (const file of await readdir(schemaDir)) {
      if (!file.endsWith(".schema.json")) continue;
      const schema = JSON.parse(await readFile(join(schemaDir, file), "utf8"));
      await writeFile(join(workDir, file), JSON.stringify(requireDefaulted(schema)));
    }
    const root = JSON.parse(await readFile(join(workDir, rootSchema), "utf8"));
    const body = await compile(root, rootName, {
      cwd: workDir,
      additionalProperties: false,
      bannerComment: "",
      format: false,
      unreachableDefinitions: false,
      strictIndexSignatures: true,
      // Bounded arrays up to 8 become tuples; longer bounds stay plain arrays.
      maxItems: 8,
    });
    return [
      `// Generated from ${sourceLabel} by @backlot/schema-codegen.`,
      `// Do not edit: change the schema and run \`${regenerateCommand}\`.`,
      "// Properties with a schema default are required here: these are the values after loading.",
      "/* eslint-disable */",
      "",
      body.trim(),
      "",
    ].join("\n");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Writes the types, or with `check` fails (exit 1) when the committed file is stale. */
export async function writeOrCheck(options, outputFile, check) {
  const source = await generateTypes(options);
  if (check) {
    const committed = await readFile(outputFile, "utf8").catch(() => "");
    if (committed !== source) {
      console.error(
        `${outputFile} is out of date with the schemas; run \`${options.regenerateCommand}\` and commit the result.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log("schema types are up to date");
  } else {
    await writeFile(outputFile, source);
    console.log(`wrote ${outputFile}`);
  }
}
