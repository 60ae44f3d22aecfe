// Formats one price and one day, off the page's main thread, for price-format-warmup.ts: the first number or date a
// page formats loads ICU's data, which belongs to the browser's renderer process and so is loaded for the page too.
// Intl directly, with the kinds of format money.ts and calendar-date.ts make, rather than importing them: this file
// is fetched by every page that shows a price, so it is kept to a few hundred bytes (decision 0050).

/** What the page asks the worker to format: the tenant's price format and the vendor's time zone. */
export interface IntlWarmUp {
  locale: string;
  currency: string;
  timeZone: string;
}

self.addEventListener("message", ({ data }: MessageEvent<IntlWarmUp>) => {
  new Intl.NumberFormat(data.locale, { style: "currency", currency: data.currency }).format(0);
  const day = { timeZone: data.timeZone, year: "numeric", month: "2-digit", day: "2-digit" } as const;
  new Intl.DateTimeFormat("en-US", day).format(new Date());
  self.postMessage("warm");
});
