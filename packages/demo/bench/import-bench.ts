// Issue 19's budgets, measured on the real `backlot catalogue import` (the built CLI, as a vendor runs it):
//   - 100,000 rows imported in at most 30 s and 1 GB of memory (CSV and XLSX, a first import and a re-import);
//   - 1,000 photos resized (AVIF, WebP and JPEG at three widths) in at most 60 s on this machine's cores.
// The rows are the demo catalogue's, as a sheet; the photos are 1600x1200 JPEGs drawn from the demo's pictures with
// grain added, so the encoders see detail like a real photo's. Both are made once and kept in .cache/bench.
// Run: pnpm bench:import (from the root).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { propImageSvg, pictureSwatches } from "../src/catalogue/index.js";
import { demoSheet } from "../src/demo-catalogue.js";
import { loadTenant } from "@backlot/tenant-config/node";
import { writeSheetFile } from "@backlot/catalogue";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const cacheDir = fileURLToPath(new URL("../.cache/bench", import.meta.url));
// The built `backlot catalogue` itself (the one `backlot` runs it as a process): its peak memory is this process's.
const cli = join(root, "apps/functions/dist-cli/catalogue.js");
const usageHook = fileURLToPath(new URL("report-usage.mjs", import.meta.url));
const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 1000);

if (!existsSync(join(root, "apps/functions/dist-cli/catalogue.js")))
  throw new Error("Build the CLI first: pnpm turbo run build --filter=@backlot/functions (pnpm bench:import does)");
const loaded = await loadTenant(join(root, "tenants/ny-props"));
if (!loaded.ok) throw new Error("tenants/ny-props does not load");
const tenant = loaded.tenant;
await mkdir(cacheDir, { recursive: true });

async function freshTenant(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), "backlot-import-bench-"));
  const dir = join(parent, "ny-props");
  await cp(join(root, "tenants/ny-props"), dir, { recursive: true, filter: (path) => !path.includes("node_modules") });
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}

/** Runs the CLI, timing it and reading its peak memory. */
async function runImport(args: string[]): Promise<{ seconds: number; peakMb: number; stdout: string }> {
  const usageFile = join(cacheDir, "usage.txt");
  await rm(usageFile, { force: true });
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", usageHook, cli, "import", ...args], {
    encoding: "utf8",
    env: { ...process.env, BACKLOT_BENCH_USAGE: usageFile, FIRESTORE_EMULATOR_HOST: "", TYPESENSE_URL: "" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`the import failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  const peaks = (await readFile(usageFile, "utf8")).trim().split("\n").map(Number);
  return { seconds, peakMb: Math.max(...peaks) / 1024, stdout: run.stdout };
}

const verdict = (value: number, budget: number) => (value <= budget ? "within budget" : "OVER BUDGET");
const line = (label: string, seconds: number, peakMb: number) =>
  `  ${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s (budget 30: ${verdict(seconds, 30)})` +
  `   peak ${peakMb.toFixed(0).padStart(5)} MB (budget 1024: ${verdict(peakMb, 1024)})`;

// --- 100,000 rows ---
const sheets = { csv: join(cacheDir, `rows-${rowCount}.csv`), xlsx: join(cacheDir, `rows-${rowCount}.xlsx`) };
if (!existsSync(sheets.csv) || !existsSync(sheets.xlsx)) {
  process.stdout.write(`Writing the ${rowCount.toLocaleString("en")}-row sheets (once)...\n`);
  const { sheet } = demoSheet(tenant, { count: rowCount }, () => "");
  const rows = sheet.rows as string[][];
  await writeSheetFile(sheets.csv, { header: [...sheet.header], rows });
  await writeSheetFile(sheets.xlsx, { header: [...sheet.header], rows });
}
process.stdout.write(`Importing ${rowCount.toLocaleString("en")} rows (the demo catalogue as a sheet), no photos:\n`);
for (const format of ["csv", "xlsx"] as const) {
  const target = await freshTenant();
  try {
    const first = await runImport([sheets[format], "--tenant", target.dir]);
    process.stdout.write(`${line(`${format.toUpperCase()}, into an empty catalogue`, first.seconds, first.peakMb)}\n`);
    const again = await runImport([sheets[format], "--tenant", target.dir]);
    if (!again.stdout.includes(`0 new, 0 updated, ${rowCount} unchanged`))
      throw new Error(`the re-import was not idempotent: ${again.stdout.split("\n")[0]}`);
    process.stdout.write(`${line(`${format.toUpperCase()}, again (all unchanged)`, again.seconds, again.peakMb)}\n`);
  } finally {
    await target.remove();
  }
}

// --- 1,000 photos ---
const photosDir = join(cacheDir, `photos-${photoCount}`);
const { sheet: photoSheet, props } = demoSheet(tenant, { count: photoCount }, (prop) => `${prop.id}.jpg`);
if (!existsSync(photosDir) || (await readdir(photosDir)).length < photoCount) {
  process.stdout.write(`Drawing ${photoCount} photos of 1600x1200 (once)...\n`);
  await mkdir(photosDir, { recursive: true });
  const swatches = pictureSwatches(tenant);
  const grain = Buffer.alloc(1600 * 1200);
  for (let i = 0; i < grain.length; i++) grain[i] = 112 + ((Math.imul(i, 2654435761) >>> 24) % 32);
  const grainPng = await sharp(grain, { raw: { width: 1600, height: 1200, channels: 1 } })
    .png()
    .toBuffer();
  let next = 0;
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      while (next < props.length) {
        const prop = props[next++];
        if (!prop) break;
        await sharp(Buffer.from(propImageSvg(prop, swatches)), { density: 144 })
          .resize(1600, 1200)
          .composite([{ input: grainPng, blend: "overlay" }])
          .jpeg({ quality: 88 })
          .toFile(join(photosDir, `${prop.id}.jpg`));
      }
    }),
  );
}
const photoSheetFile = join(cacheDir, `photos-${photoCount}.csv`);
await writeSheetFile(photoSheetFile, { header: [...photoSheet.header], rows: photoSheet.rows as string[][] });
const target = await freshTenant();
try {
  const run = await runImport([photoSheetFile, "--tenant", target.dir, "--photos", photosDir]);
  const made = (await readdir(join(target.dir, "catalogue/images"))).length;
  process.stdout.write(
    `Importing ${photoCount} rows with ${photoCount} photos ` +
      `(${made} files written, ${availableParallelism()} cores):\n` +
      `  ${run.seconds.toFixed(1)} s (budget 60: ${verdict(run.seconds, 60)}), ` +
      `${((run.seconds * 1000) / photoCount).toFixed(1)} ms a photo, peak ${run.peakMb.toFixed(0)} MB\n`,
  );
} finally {
  await target.remove();
}
await writeFile(join(cacheDir, "last-run.txt"), new Date().toISOString());
