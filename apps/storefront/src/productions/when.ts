// When something happened in the room, as members read it: the vendor's time zone, the tenant's locale ("Nov 24,
// 3:00 PM"), with the year only when it is not this year's.
export interface WhenFormat {
  locale: string;
  timeZone: string;
}

export function formatWhen(at: Date, { locale, timeZone }: WhenFormat, now: Date = new Date()): string {
  const year = (date: Date) => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(date);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    month: "short",
    day: "numeric",
    ...(year(at) === year(now) ? {} : { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}

/** A day without the time: an invitation's expiry. */
export const formatDay = (at: Date, { locale, timeZone }: WhenFormat): string =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium" }).format(at);
