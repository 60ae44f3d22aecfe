// The days of a month as a calendar shows them: weeks from Monday, the days before the 1st and
// after the last left empty; and how many of a prop its bookings take on each day.
import { type CalendarDate, addDays } from "@backlot/domain/calendar-date";

/** Any day of the month to show. */
export function monthStart(day: CalendarDate): CalendarDate {
  return `${day.slice(0, 7)}-01` as CalendarDate;
}

/** The first day of the month `months` after the one `start` is in (before, for a negative number). */
export function shiftMonth(start: CalendarDate, months: number): CalendarDate {
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + months];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10) as CalendarDate;
}

/** The month's weeks, Monday first; null for the days that belong to the months around it. */
export function monthWeeks(start: CalendarDate): (CalendarDate | null)[][] {
  const first = monthStart(start);
  // getUTCDay: Sunday 0; Monday-first columns put Sunday last.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** How many one day's bookings take (pick-up and return days included). */
export const inUseOn = (day: CalendarDate, bookings: readonly { from: string; to: string; quantity: number }[]) =>
  bookings.reduce((sum, booking) => (booking.from <= day && day <= booking.to ? sum + booking.quantity : sum), 0);
