// pnpm bench:console — the JavaScript the console's first page loads (the goal: at most 200 kB
// gzip), from the built shell (dist/shell; `pnpm --filter @backlot/console build` first).
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadSizes, firstLoadTable } from "@backlot/hosting";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const shellDir = join(appDir, "dist", "shell");
const goalBytes = 200_000;

if (!existsSync(join(shellDir, "index.html"))) {
  process.stderr.write(`${shellDir}/index.html is missing: build it first (pnpm --filter @backlot/console build)\n`);
  process.exit(2);
}
const sizes = firstLoadSizes(shellDir);
process.stdout.write(
  `${firstLoadTable(`JavaScript the console loads up front (${relative(appDir, shellDir)})`, sizes, goalBytes)}\n`,
);
if (sizes.total.gzip > goalBytes) process.exitCode = 1;
