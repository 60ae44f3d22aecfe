#!/usr/bin/env node
// `run-ts <script.ts> [args...]`: runs an app's TypeScript script (the local stack, a benchmark)
// through Vite's module runner: Node 20 cannot strip types, and the workspace packages it imports
// are TypeScript sources. Every app that depends on @backlot/node-cli has it on its PATH.
import { resolve } from "node:path";
import { runnerImport } from "vite";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  process.stderr.write("usage: run-ts <script.ts> [args...]\n");
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...args];
await runnerImport(resolve(script));
