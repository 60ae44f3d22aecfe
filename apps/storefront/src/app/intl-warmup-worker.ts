// Formats one price and one day, off the page's main thread, for price-format-warmup.ts: the first number or date a
// page formats loads ICU's data, which belongs to the browser's renderer process and so is loaded for the page too.
import { calendarDateAt } from "@backlot/domain/calendar-date";
import { formatMoney } from "@backlot/domain/money";

/** What the page asks the worker to format: the tenant's price format and the vendor's time zone. */
export interface IntlWarmUp {
  locale: string;
  currency: string;
  timeZone: string;
}

self.addEventListener("message", ({ data }: MessageEvent<IntlWarmUp>) => {
  formatMoney(0, data.currency, data.locale);
  calendarDateAt(new Date(), data.timeZone);
  self.postMessage("warm");
});
