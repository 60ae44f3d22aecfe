// When a hold lapses: written in the prop house's time zone, and noticed on a page left open.
import { useEffect, useReducer } from "react";

/** The longest wait setTimeout takes (about 24.8 days); a longer one fires at once. */
const longestTimeout = 2 ** 31 - 1;

/** The current time, rendering again when `expiresAt` passes so a hold shows as lapsed on a page left open. */
export function useNow(given: Date | undefined, expiresAt: string | undefined): Date {
  const [ticks, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (given || !expiresAt) return;
    const wait = Date.parse(expiresAt) - Date.now();
    if (!(wait >= 0)) return;
    const timer = setTimeout(tick, Math.min(wait + 1, longestTimeout));
    return () => clearTimeout(timer);
  }, [given, expiresAt, ticks]);
  return given ?? new Date();
}

/** "Wed, Nov 25, 3:00 PM EST": the zone is named, as the customer may be somewhere else. */
export function formatLapse(expiresAt: string, locale: string, timeZone: string): string {
  const time = new Date(expiresAt);
  if (Number.isNaN(time.getTime())) return expiresAt;
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(time);
}
