// Where a page's long tasks come from, when Lighthouse's TBT is over its goal: loads one page of the bench site
// (pnpm bench:web builds it) in Debian's Chromium with the CPU slowed 4x, as Lighthouse's phone profile does, records
// a performance trace and prints the load's main-thread totals by kind, then every task over 50 ms with what filled
// it (parsing, style, layout, paint, scripts by file). From apps/storefront:
//   BENCH_PATH=/rentals/cameras pnpm exec run-ts bench/trace-bench.ts
// BENCH_BLOCK='/catalogue/images/' leaves out what matches (a regular expression over URLs), to see what it costs;
// BENCH_SITE=dir traces another copy of the site (one with a page or its CSS changed by hand, say).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { freePort } from "@backlot/emulators";
import { serveSite } from "@backlot/hosting";
import { chromiumArgs, chromiumPath } from "@backlot/vitest-config/chromium";
import { cpuSlowdown, phone } from "./page-weights.js";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
}

const appDir = fileURLToPath(new URL("..", import.meta.url));
const siteDir = resolve(appDir, process.env.BENCH_SITE ?? ".cache/bench-site");
const path = process.env.BENCH_PATH ?? "/rentals/cameras";
const longTask = 50;

const port = await freePort();
const server = await serveSite(siteDir, port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
try {
  const page = await browser.newPage(phone);
  if (process.env.BENCH_BLOCK) await page.route(new RegExp(process.env.BENCH_BLOCK), (route) => route.abort());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"],
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
  // Long enough for the app to start and its services to load, as Lighthouse waits for a quiet main thread.
  await page.waitForTimeout(6000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const navigation = events.find((event) => event.name === "navigationStart" || event.name === "NavigationStart");
  const onMain = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === "X");
  const start = navigation?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === "RunTask" && (event.dur ?? 0) / 1000 >= longTask);
  // The whole load's main-thread work of each kind: steadier than single tasks for comparing two builds.
  const total = (name: string) =>
    Math.round(onMain.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000);
  const kinds = ["ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "v8.evaluateModule", "FunctionCall"];
  console.log(`${path}: main-thread totals (ms): ${kinds.map((kind) => `${kind} ${total(kind)}`).join(", ")}`);
  console.log(`${path}: main-thread tasks over ${longTask} ms, CPU slowed ${cpuSlowdown}x (ms from navigation)`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    // What filled it: the task's own children (the outermost events inside it) by name, scripts by file.
    const parts = new Map<string, number>();
    const within = (inner: TraceEvent, outer: TraceEvent) =>
      outer !== inner && outer.ts <= inner.ts && outer.ts + (outer.dur ?? 0) >= inner.ts + (inner.dur ?? 0);
    for (const event of inside) {
      if (inside.some((outer) => within(event, outer) && (outer.dur ?? 0) > (event.dur ?? 0))) continue;
      const file = event.args?.data?.url?.replace(/^.*\//, "");
      const key = file ? `${event.name} ${file}` : event.name;
      parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms: ` +
        top.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(", "),
    );
  }
} finally {
  await browser.close();
  server.close();
}
