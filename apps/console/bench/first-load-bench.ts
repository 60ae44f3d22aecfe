// pnpm bench:console — the JavaScript the console's first page loads (the goal: at most 200 kB
// gzip), and the dock's screen opened straight on the tablet (/dock/:orderId: the first load, its route's chunk and
// the signature pad it shows at once; issue 34's goal: at most 150 kB gzip), from the built shell (dist/shell;
// `pnpm --filter @backlot/console build` first). What loads only on a click (the PDFs' builders) is not counted.
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadSizes, firstLoadTable } from "@backlot/hosting";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const shellDir = join(appDir, "dist", "shell");
const goalBytes = 200_000;
const dockGoalBytes = 150_000;

if (!existsSync(join(shellDir, "index.html"))) {
  process.stderr.write(`${shellDir}/index.html is missing: build it first (pnpm --filter @backlot/console build)\n`);
  process.exit(2);
}
const sizes = firstLoadSizes(shellDir);
process.stdout.write(
  `${firstLoadTable(`JavaScript the console loads up front (${relative(appDir, shellDir)})`, sizes, goalBytes)}\n`,
);

// Vite names a lazy route's chunk, and a package loaded with import(), after its module.
const assets = readdirSync(join(shellDir, "assets"));
const chunk = (prefix: string) => {
  const found = assets.find((file) => file.startsWith(`${prefix}-`) && file.endsWith(".js"));
  if (!found) throw new Error(`No ${prefix}-*.js in ${shellDir}/assets: has the route or the import been renamed?`);
  return `assets/${found}`;
};
const dock = firstLoadSizes(shellDir, [chunk("CheckOutPage"), chunk("signature_pad")]);
process.stdout.write(
  `\n${firstLoadTable("JavaScript the dock's screen loads (/dock/:orderId)", dock, dockGoalBytes)}\n`,
);
if (sizes.total.gzip > goalBytes || dock.total.gzip > dockGoalBytes) process.exitCode = 1;
