// pnpm --filter @backlot/print bench — how long the printed documents take to build, in Node, as the functions and
// (much the same engine) the console build them. Issue 34's goal: a 200-line pull sheet in under 2 s. Each line has
// its own JPEG thumbnail (a 160×120 photo from sharp, copied per line so nothing is shared), as a day of real props
// would. Also a 300-label sheet on Avery 5160. Two warm-up builds, then 20 timed; prints p50 and p95.
import { labelSheetPdf, pullSheetPdf } from "../src/index.js";
import { samplePhoto } from "../src/testing/sample-photos.js";
import { sampleLines, samplePullSheet } from "../src/testing/sample-pull-sheet.js";

const runs = 20;
const warmUps = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Builds with `build` after the warm-ups `runs` times; the times sorted, and the last document's size. */
async function measure(build: () => Promise<Uint8Array>): Promise<{ times: number[]; bytes: number }> {
  let bytes = 0;
  for (let run = 0; run < warmUps; run++) await build();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    bytes = (await build()).length;
    times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

const photo = await samplePhoto("jpeg");
const sheet = samplePullSheet(sampleLines(200, () => ({ ...photo, bytes: photo.bytes.slice() })));
const labels = sampleLines(300).map(({ itemNumber, name, location }) => ({ itemNumber, name, location }));

const pull = await measure(() => pullSheetPdf(sheet));
const labelSheet = await measure(() => labelSheetPdf(labels, { format: "avery-5160", vendorName: sheet.vendorName }));

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
const row = (what: string, { times, bytes }: { times: number[]; bytes: number }, goal?: number) => {
  const p95 = percentile(times, 95);
  const verdict = goal === undefined ? "(no goal)" : `goal < ${goal} ms  ${p95 < goal ? "ok" : "OVER"}`;
  return `  ${what.padEnd(50)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  ${kb(bytes).padStart(7)}  ${verdict}`;
};
process.stdout.write(
  [
    `@backlot/print in Node ${process.version}: ${runs} builds each after ${warmUps} warm-ups`,
    row(`pull sheet, 200 lines, a ${kb(photo.bytes.length)} JPEG on each`, pull, 2000),
    row("label sheet, 300 labels on Avery 5160 (10 pages)", labelSheet),
    "",
  ].join("\n"),
);
