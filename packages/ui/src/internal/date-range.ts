// A rental's dates as people read them ("Dec 1 – 16, 2026"), or as stored when they are not dates.
import { formatCalendarRange, isCalendarDate } from "@backlot/data/calendar-date";

export function dateRange(pickUp: string, returnDate: string, locale: string): string {
  return isCalendarDate(pickUp) && isCalendarDate(returnDate)
    ? formatCalendarRange(pickUp, returnDate, locale)
    : `${pickUp} to ${returnDate}`;
}
