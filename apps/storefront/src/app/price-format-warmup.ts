// The first price a page formats makes the browser load its number and currency data for the locale: about 10 ms on
// this machine, 40 on Lighthouse's phone, which sat inside hydration's longest task (the prop and department pages'
// Total Blocking Time). The routes of pages that show prices resolve their component through this, so that cost is a
// task of its own, after the page's chunk arrives and before hydration starts. Later formats reuse the cached
// formatter (money.ts).
import { formatMoney } from "@backlot/data/money";
import { settings } from "./tenant.js";

const warmedUp: Promise<void> = new Promise((resolve) =>
  setTimeout(() => {
    formatMoney(0, settings.currency, settings.locale);
    resolve();
  }, 0),
);

/** `page`, once the price format is warmed up (what a route's `lazy.Component` returns). */
export const afterPriceFormatWarmUp = <T>(page: T): Promise<T> => warmedUp.then(() => page);
