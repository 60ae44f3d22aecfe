// The first price a page formats makes the browser load ICU's number data: 20-30 ms on this machine, 55-90 on
// Lighthouse's phone, once per page (the first date costs the same again for date data). The routes of pages that show
// prices resolve their component through this, so that none of it falls inside hydration.
// That data belongs to the renderer process, shared by its threads: a small worker formats a price and a day first,
// and the page's own first ones then take under a millisecond, so no long task is left on the main thread at all
// (bench/trace-bench.ts). Where there are no workers (the prerenderer in Node, jsdom), or the worker fails or has not
// answered in time, the page formats one price itself, in a task of its own. Later formats reuse the cached formatter
// (money.ts).
import { formatMoney } from "@backlot/domain/money";
import type { IntlWarmUp } from "./intl-warmup-worker.js";
import { settings, vendor } from "./tenant.js";

/** How long the page waits for the worker before formatting a price itself (on a slow network, say). */
const workerWaitMs = 1000;

function warmUpOnThePage(resolve: () => void) {
  setTimeout(() => {
    formatMoney(0, settings.currency, settings.locale);
    resolve();
  }, 0);
}

function warmUpInAWorker(resolve: () => void) {
  const worker = new Worker(new URL("./intl-warmup-worker.ts", import.meta.url), { type: "module", name: "intl" });
  let settled = false;
  const settle = (warm: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    worker.terminate();
    if (warm) resolve();
    else warmUpOnThePage(resolve);
  };
  const timer = setTimeout(() => settle(false), workerWaitMs);
  worker.addEventListener("message", () => settle(true));
  worker.addEventListener("error", () => settle(false));
  const request: IntlWarmUp = { locale: settings.locale, currency: settings.currency, timeZone: vendor.timezone };
  worker.postMessage(request);
}

const warmedUp: Promise<void> = new Promise((resolve) =>
  typeof Worker === "function" ? warmUpInAWorker(resolve) : warmUpOnThePage(resolve),
);

/** `page`, once the price format is warmed up (what a route's `lazy.Component` returns). */
export const afterPriceFormatWarmUp = <T>(page: T): Promise<T> => warmedUp.then(() => page);
