import { chromium } from "@playwright/test";
import { serveSite } from "/work/main/apps/storefront/scripts/static-server.ts";
import { writeFileSync } from "node:fs";
const server = await serveSite("/work/main/apps/storefront/.cache/bench-site", 4391);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of (process.argv[2] ?? "/rentals/cameras").split(",")) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "toplevel"] });
  await page.goto(`http://127.0.0.1:4391${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents as any[];
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "ParseHTML"));
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const nav = events.filter((e) => e.pid === main.pid && e.tid === main.tid).find((e) => e.name === "ParseHTML")?.ts ?? 0;
  for (const l of mine.filter((e) => e.name === "Layout" && e.dur > 10000)) console.log("   layout at", Math.round((l.ts - nav) / 1000), "dur", Math.round(l.dur / 1000), l.args?.beginData?.dirtyObjects);
  const tasks = mine.filter((e) => (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.dur > 30000);
  console.log(path, "long tasks (throttled 4x):");
  for (const t of tasks) {
    const kids = mine.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 3000);
    const summary = new Map<string, number>();
    for (const k of kids) if (!["RunTask", "ThreadControllerImpl::RunTask"].includes(k.name)) summary.set(k.name + (k.args?.data?.url ? " " + String(k.args.data.url).slice(-40) : "") + (k.args?.data?.functionName ? " " + k.args.data.functionName : ""), Math.max(summary.get(k.name) ?? 0, k.dur));
    console.log(`  ${Math.round(t.dur / 1000)} ms:`, [...summary].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${Math.round(d / 1000)}`).join(" | "));
  }
  await page.close();
}
await browser.close(); server.close();
