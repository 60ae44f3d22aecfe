// pnpm bench:console — the JavaScript the console's first page loads (the goal: at most 200 kB
// gzip), and the dock's screen opened straight on the tablet (/dock/:orderId: the first load, its route's chunk and
// the signature pad it shows at once; issue 34's goal: at most 150 kB gzip), from the built shell (dist/shell;
// `pnpm --filter @backlot/console build` first). What loads only on a click (the PDFs' builders) is not counted in
// those; the dock's camera reader, loaded when staff turn the camera on, is reported apart (decision 0047's goal: at
// most 50 kB gzip on top of the dock's screen).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { firstLoadFiles, firstLoadSizes, firstLoadTable } from "@backlot/hosting";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const shellDir = join(appDir, "dist", "shell");
const goalBytes = 200_000;
const dockGoalBytes = 150_000;
const cameraGoalBytes = 50_000;

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
const dockChunks = [chunk("CheckOutPage"), chunk("signature_pad")];
const dock = firstLoadSizes(shellDir, dockChunks);
process.stdout.write(
  `\n${firstLoadTable("JavaScript the dock's screen loads (/dock/:orderId)", dock, dockGoalBytes)}\n`,
);

// "Scan with the camera": the reader's chunk and what it imports that the dock's screen has not loaded already.
const onScreen = firstLoadFiles(shellDir, dockChunks);
const cameraRows = [...firstLoadFiles(shellDir, [...dockChunks, chunk("camera-reader")])]
  .filter((file) => !onScreen.has(file))
  .map((file) => {
    const code = readFileSync(file);
    return { file: relative(shellDir, file), raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const camera = {
  rows: cameraRows,
  total: cameraRows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 }),
};
process.stdout.write(
  `\n${firstLoadTable("JavaScript the dock's camera adds when turned on (its reader)", camera, cameraGoalBytes)}\n`,
);
if (sizes.total.gzip > goalBytes || dock.total.gzip > dockGoalBytes || camera.total.gzip > cameraGoalBytes)
  process.exitCode = 1;
