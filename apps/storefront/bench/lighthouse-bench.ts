// The Lighthouse part of pnpm bench:web: Lighthouse 13, mobile profile (its default),
// in Debian's Chromium, median of 3 runs on five kinds of page of a branded tenant served the way
// Firebase Hosting would. Prints a table with the goals (issue 36): performance 100, accessibility 100,
// LCP <= 1.2 s, CLS 0, TBT <= 100 ms. Every run's report is kept in .cache/lighthouse/
// (open one in the Lighthouse viewer, or read its long-tasks audit, to see where a figure comes from). Runs taken
// while the machine itself was slowed are run again (see slowHost).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { freePort } from "@backlot/emulators";
import { chromiumArgs, chromiumPath } from "@backlot/vitest-config/chromium";
import { localCertificate, serveSite } from "@backlot/hosting";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const siteDir = resolve(appDir, process.env.BENCH_SITE ?? ".cache/bench-site");
const allPages = [
  { name: "home", path: "/" },
  { name: "department", path: "/rentals/cameras" },
  { name: "search with filters", path: "/rentals/cameras?color=Black&price=under-25" },
  { name: "prop", path: "/props/BPH-10092" },
  { name: "content", path: "/pages/about-us" },
];
/** BENCH_PAGES=prop,department measures only those (while tracing one figure); every page by default. */
const chosen = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const pages = chosen ? allPages.filter((page) => chosen.includes(page.name)) : allPages;
if (pages.length === 0)
  throw new Error(
    `BENCH_PAGES="${process.env.BENCH_PAGES}" names none of the pages; write some of: ` +
      allPages.map((page) => page.name).join(", "),
  );
/** BENCH_RUNS=5 when one run in three is an outlier on a noisy machine; 3 by default. */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const reportsDir = join(appDir, ".cache/lighthouse");
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-chromium-"));
  const args = [
    "--headless=new",
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    ...chromiumArgs,
    // The site's certificate is made for this run (see below); nothing else is served to this browser.
    "--ignore-certificate-errors",
    "about:blank",
  ];
  const child = spawn(chromiumPath, args, { stdio: "ignore" });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child, profile };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("Chromium did not open its debugging port within 10 s");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const webPort = await freePort();
// Over HTTPS and HTTP/2 with Brotli, as Hosting serves it: over HTTP/1.1 each answer would carry its 2.5 kB of
// security headers again, which HTTP/2 sends once (decision 0052).
const server = await serveSite(siteDir, webPort, { tls: localCertificate() });
const chromium = await launchChromium();
/** One Lighthouse run of one page, with the host's speed while it ran. */
interface Sample {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's benchmark index of the host's CPU, measured at the start of the run (higher is faster). */
  hostSpeed: number;
}

// This VM's CPU runs at times at half its usual speed (its neighbours'), and Lighthouse multiplies every task it sees
// by 4: a run on the slowed host measures a slower phone than the goals mean. A run whose host speed is under
// `slowHost` of the fastest seen in this bench is run again at the end (at most `retakes` rounds), and the table says
// how many were. The index is measured before the page loads, so a slower page cannot make its own run retaken.
const slowHost = 0.75;
const retakes = 3;

async function measure(page: (typeof pages)[number], run: number): Promise<Sample> {
  const result = await lighthouse(`https://127.0.0.1:${webPort}${page.path}`, {
    port: chromium.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  writeFileSync(join(reportsDir, `${page.name.replaceAll(" ", "-")}-${run + 1}.json`), JSON.stringify(result.lhr));
  const { categories, audits, environment } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    hostSpeed: environment.benchmarkIndex,
  };
}

/**
 * Loads a page once, unmeasured, so the server has compressed what it sends (as a CDN's edge has): compressing a
 * file at Brotli's best on its first request takes longer than sending it, and Lighthouse would take that for the
 * server's answer time.
 */
async function warmUp(page: (typeof pages)[number]): Promise<void> {
  await lighthouse(`https://127.0.0.1:${webPort}${page.path}`, {
    port: chromium.port,
    logLevel: "error",
    onlyAudits: ["network-requests"],
  });
}

const samples = new Map(pages.map((page) => [page, [] as Sample[]]));
let retaken = 0;
const rows: string[][] = [];
let allOk = true;
try {
  for (const page of pages) await warmUp(page);
  for (const [page, taken] of samples) for (let run = 0; run < runs; run++) taken.push(await measure(page, run));
  for (let round = 0; round < retakes; round++) {
    const fastest = Math.max(...[...samples.values()].flat().map((sample) => sample.hostSpeed));
    const slow = [...samples].flatMap(([page, taken]) =>
      taken.flatMap((sample, run) => (sample.hostSpeed < slowHost * fastest ? [{ page, taken, run }] : [])),
    );
    if (slow.length === 0) break;
    for (const { page, taken, run } of slow) taken[run] = await measure(page, run);
    retaken += slow.length;
  }
  for (const [page, taken] of samples) {
    const middle = (value: (sample: Sample) => number) => median(taken.map(value));
    const performance = middle((sample) => sample.performance);
    const accessibility = middle((sample) => sample.accessibility);
    const lcp = middle((sample) => sample.lcp) / 1000;
    const cls = middle((sample) => sample.cls);
    const tbt = middle((sample) => sample.tbt);
    const speeds = taken.map((sample) => Math.round(sample.hostSpeed));
    const mark = (value: string, ok: boolean) => {
      allOk &&= ok;
      return `${value} ${ok ? "ok" : "OVER"}`;
    };
    rows.push([
      page.name,
      mark(String(performance), performance === 100),
      mark(String(accessibility), accessibility === 100),
      mark(`${lcp.toFixed(2)} s`, lcp <= 1.2),
      mark(cls.toFixed(3), cls === 0),
      mark(`${Math.round(tbt)} ms`, tbt <= 100),
      `${Math.min(...speeds)}-${Math.max(...speeds)}`,
    ]);
  }
} finally {
  const exited = new Promise((done) => chromium.child.once("exit", done));
  chromium.child.kill("SIGKILL");
  await exited;
  server.close();
  // Chromium's helpers may still be writing its cache for a moment: a profile left behind in /tmp is said, not fatal.
  try {
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(
      `lighthouse-bench: could not remove ${chromium.profile} (${String(error)}); remove it by hand\n`,
    );
  }
}

const header = ["page", "performance", "accessibility", "LCP", "CLS", "TBT", "host speed"];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)));
process.stdout.write(
  [
    `Lighthouse (mobile, median of ${runs}; goals: performance 100, accessibility 100, LCP <= 1.2 s, CLS 0, ` +
      `TBT <= 100 ms)`,
    ...[header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")),
    `Host speed: Lighthouse's benchmark index of this machine's CPU in the runs counted; ${retaken} run(s) taken ` +
      `while it was under ${slowHost * 100}% of its fastest were run again.`,
    allOk ? "All goals met." : "Some goals are not met (OVER).",
    "",
  ].join("\n"),
);
