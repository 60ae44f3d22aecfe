// "Today" where the prop house is: pick-up dates are the vendor's calendar days, whatever the
// server's or the customer's clock says. The quote form and placeOrder both pass it to the contract.

/** "2026-11-23" in `timeZone` (an IANA name such as "America/New_York") at `now`. */
export function vendorToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
