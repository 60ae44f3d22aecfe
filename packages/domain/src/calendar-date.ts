// Calendar dates ("2026-12-01"): the days a prop house rents by, in its own IANA time zone (vendor.json timezone).
// A day is not an instant, so nothing here goes through the runtime's local zone: a server in UTC and a browser in
// Tokyo agree on the vendor's today, and adding a day across a daylight-saving change is still one day.

declare const calendarDateBrand: unique symbol;

/** "YYYY-MM-DD", a day that exists; made by `parseCalendarDate`, `isCalendarDate` and the functions here. */
export type CalendarDate = string & { readonly [calendarDateBrand]: true };

const dayMs = 86_400_000;

/** The day number since 1970-01-01, or NaN when `value` is not a real day written "YYYY-MM-DD". */
function dayNumber(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-30 over to March 2, and reads years 0-99 as 1900-1999: both come back different.
  return new Date(time).toISOString().slice(0, 10) === value ? time / dayMs : Number.NaN;
}

function fromDayNumber(day: number): CalendarDate {
  const text = new Date(day * dayMs).toISOString().slice(0, 10);
  if (Number.isNaN(dayNumber(text))) throw new RangeError(`Day ${day} is outside the years 0100 to 9999`);
  return text as CalendarDate;
}

/** Whether `value` is a real day written "YYYY-MM-DD" (not "2026-02-30", not "12/01/2026"). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === "string" && !Number.isNaN(dayNumber(value));
}

/** `value` as a CalendarDate; `what` names it in the error ("The pick-up date must be a date like 2026-12-01"). */
export function parseCalendarDate(value: string, what: string): CalendarDate {
  if (!isCalendarDate(value)) throw new RangeError(`${what} must be a date like 2026-12-01, not "${value}"`);
  return value;
}

// A DateTimeFormat is costly to make, and a message thread asks for the day of every message.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day it is in `timeZone` (an IANA name such as "America/New_York") at `instant`. */
export function calendarDateAt(instant: Date, timeZone: string): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError("calendarDateAt: the instant is an invalid Date");
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Parts, not a locale that happens to write YYYY-MM-DD: how a locale orders a date is ICU's to change.
    const options = { timeZone, calendar: "gregory", numberingSystem: "latn" } as const;
    format = new Intl.DateTimeFormat("en-US", { ...options, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${(parts.year ?? "").padStart(4, "0")}-${parts.month ?? ""}-${parts.day ?? ""}`;
  if (!isCalendarDate(date))
    throw new RangeError(`calendarDateAt: ${timeZone} gave "${date}" for ${instant.toISOString()}`);
  return date;
}

/**
 * Today where the prop house is: pick-up dates are the vendor's days, whatever the server's or the customer's clock
 * says. The quote form and placeOrder both pass it to the quote contract.
 */
export function vendorToday(timeZone: string, now = new Date()): CalendarDate {
  return calendarDateAt(now, timeZone);
}

/** `date` moved by `days` (negative for earlier): addDays("2026-12-31", 1) is "2027-01-01". */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`addDays: days must be a whole number, not ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}

/** Days from `start` to `end`: 1 from a day to the next, negative when `end` comes first. */
export function daysBetween(start: CalendarDate, end: CalendarDate): number {
  return dayNumber(end) - dayNumber(start);
}

/** Weeks from `start` to `end`, every started week counted: 7 days is 1 week, 8 days is 2, the same day 0. */
export function weeksBetween(start: CalendarDate, end: CalendarDate): number {
  return Math.ceil(daysBetween(start, end) / 7);
}

/** Intl's date styles, and "day": the month and day alone ("Mar 14"), for dates near enough not to need the year. */
type DateStyle = "full" | "long" | "medium" | "short" | "day";

const localeFormats = new Map<string, Intl.DateTimeFormat>();

function localeFormat(locale: string, dateStyle: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}\u0000${dateStyle}`;
  let format = localeFormats.get(key);
  if (!format) {
    // The day is written as UTC midnight and read back in UTC, so no zone can move it to the day before.
    const style: Intl.DateTimeFormatOptions = dateStyle === "day" ? { month: "short", day: "numeric" } : { dateStyle };
    format = new Intl.DateTimeFormat(locale, { ...style, timeZone: "UTC" });
    localeFormats.set(key, format);
  }
  return format;
}

/** "Dec 1, 2026" for "2026-12-01" in "en" (dateStyle "medium"), "1 déc. 2026" in "fr". */
export function formatCalendarDate(date: CalendarDate, locale: string, dateStyle: DateStyle = "medium"): string {
  return localeFormat(locale, dateStyle).format(dayNumber(date) * dayMs);
}

/** "Dec 1 – 8, 2026" for a rental period, the shared parts written once as the locale does. */
export function formatCalendarRange(
  start: CalendarDate,
  end: CalendarDate,
  locale: string,
  dateStyle: DateStyle = "medium",
): string {
  return localeFormat(locale, dateStyle).formatRange(dayNumber(start) * dayMs, dayNumber(end) * dayMs);
}

/** A rental's dates as people read them ("Dec 1 – 16, 2026"), or as stored when they are not dates. */
export function formatRentalDates(pickUp: string, returnDate: string, locale: string): string {
  return isCalendarDate(pickUp) && isCalendarDate(returnDate)
    ? formatCalendarRange(pickUp, returnDate, locale)
    : `${pickUp} to ${returnDate}`;
}
