// What a phone fetches for one page of the built site, measured in Debian's Chromium: every JavaScript file the page
// (and its workers) asked for, split at the load event, until the network has been quiet for `quietMs`. Sizes are the
// files' own at gzip level 9 (as the static-import table counts them), so the figure does not depend on the server.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, devices } from "@playwright/test";
import { librariesIn } from "./library-markers.js";

/** Lighthouse's phone: a Moto G Power's screen, and its CPU as a desktop's slowed four times. */
export const phone = { ...devices["Moto G4"], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
export const cpuSlowdown = 4;
/** The network counts as idle after this long without a request in flight. */
const quietMs = 2_000;
const longestWaitMs = 30_000;

export interface PageWeight {
  /** Gzip bytes of the JavaScript that finished before the load event. */
  beforeLoad: number;
  /** Gzip bytes of all the JavaScript fetched until the network was idle. */
  untilIdle: number;
  /** Each file fetched (relative to the site), its gzip bytes, whether before load, and the libraries in it. */
  files: { file: string; gzip: number; beforeLoad: boolean; libraries: string[] }[];
}

/** Who opens the page: a visitor (nothing stored), or a returning customer (a stored sign-in for `tenantId`). */
export type Visit = { kind: "visitor" } | { kind: "returning"; tenantId: string; uid: string };

const gzipSizes = new Map<string, number>();
function gzipSizeOf(siteDir: string, file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(siteDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

export async function measurePage(
  browser: Browser,
  siteDir: string,
  origin: string,
  path: string,
  visit: Visit,
): Promise<PageWeight> {
  const context = await browser.newContext(phone);
  try {
    if (visit.kind === "returning")
      // What a sign-in leaves behind (@backlot/auth's sessionHint): startup reads it before anything else.
      await context.addInitScript(([key, uid]) => localStorage.setItem(key, uid), [
        `backlot:session:${visit.tenantId}`,
        visit.uid,
      ] as const);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    let loaded = false;
    let inFlight = 0;
    let lastActivity = Date.now();
    const scripts = new Map<string, boolean>();
    const track = (done: boolean) => () => {
      inFlight += done ? -1 : 1;
      lastActivity = Date.now();
    };
    context.on("request", track(false));
    context.on("requestfinished", track(true));
    context.on("requestfailed", track(true));
    context.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !url.pathname.endsWith(".js")) return;
      const file = decodeURIComponent(url.pathname.slice(1));
      if (!scripts.has(file)) scripts.set(file, !loaded);
    });
    page.on("load", () => (loaded = true));
    await page.goto(origin + path, { waitUntil: "load" });
    const started = Date.now();
    while (Date.now() - started < longestWaitMs && (inFlight > 0 || Date.now() - lastActivity < quietMs))
      await new Promise((done) => setTimeout(done, 100));
    const files = [...scripts].map(([file, beforeLoad]) => ({
      file,
      gzip: gzipSizeOf(siteDir, file),
      beforeLoad,
      libraries: librariesIn(readFileSync(join(siteDir, file), "utf8")),
    }));
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (list: typeof files) => list.reduce((total, { gzip }) => total + gzip, 0);
    return { beforeLoad: sum(files.filter((file) => file.beforeLoad)), untilIdle: sum(files), files };
  } finally {
    await context.close();
  }
}
