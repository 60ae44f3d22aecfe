// Runs one of this app's TypeScript scripts through Vite's module runner: Node 20 cannot strip
// types, and the workspace packages it imports are TypeScript sources.
import { resolve } from "node:path";
import { runnerImport } from "vite";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  process.stderr.write("usage: node scripts/run-ts.mjs <script.ts> [args...]\n");
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...args];
await runnerImport(resolve(script));
