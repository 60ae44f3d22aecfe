// How the docks component words what it shows: a dock by its name, counts in the house's locale, days as "Dec 3".
import { formatCalendarDate, isCalendarDate } from "@backlot/domain/calendar-date";

export interface Dock {
  id: string;
  displayName: string;
}

/** How the component words docks, counts and days. */
export interface DockWords {
  name: (dockId: string) => string;
  count: (n: number) => string;
  /** "Dec 3" for "2026-12-03"; what is not a date, as it is. */
  day: (date: string) => string;
  /** "2 from Toronto to Vancouver". */
  moved: (quantity: number, from: string, to: string) => string;
}

export function dockWords(docks: readonly Dock[], locale: string): DockWords {
  const number = new Intl.NumberFormat(locale);
  // A transfer may name a dock since taken out of the settings: then its id is all there is to show.
  const name = (dockId: string) => docks.find((dock) => dock.id === dockId)?.displayName ?? dockId;
  return {
    name,
    count: (n) => number.format(n),
    day: (date) => (isCalendarDate(date) ? formatCalendarDate(date, locale, "day") : date),
    moved: (quantity, from, to) => `${number.format(quantity)} from ${name(from)} to ${name(to)}`,
  };
}
