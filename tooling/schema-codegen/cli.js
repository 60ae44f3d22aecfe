#!/usr/bin/env node
// backlot-schema-types <schemaDir> <rootSchema> <RootName> <outputFile> [--check]
// Run from a package's `generate:types` script; `--check` is what its drift test runs.
import { resolve } from "node:path";
import { writeOrCheck } from "./index.js";

const args = process.argv.slice(2).filter((arg) => arg !== "--check");
const [schemaDir, rootSchema, rootName, outputFile] = args;
if (!schemaDir || !rootSchema || !rootName || !outputFile) {
  console.error("usage: backlot-schema-types <schemaDir> <rootSchema> <RootName> <outputFile> [--check]");
  process.exit(2);
}
const packageName = process.env.npm_package_name ?? "this package";
await writeOrCheck(
  {
    schemaDir: resolve(schemaDir),
    rootSchema,
    rootName,
    sourceLabel: `${packageName}'s ${schemaDir}/*.schema.json`,
    regenerateCommand: `pnpm --filter ${packageName} generate:types`,
  },
  resolve(outputFile),
  process.argv.includes("--check"),
);
