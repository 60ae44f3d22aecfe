// Reads catalogue timestamps for the "newest" sort order.

/**
 * Seconds since 1970 of an ISO 8601 timestamp. The common "YYYY-MM-DDTHH:MM:SS(.sss)Z" form is
 * read digit by digit with calendar arithmetic (a call to Date.UTC or Date.parse costs more than
 * the rest of a prop's indexing); anything else goes to Date.parse.
 */
export function isoSeconds(text: string): number {
  if (
    text.length >= 20 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 84 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  ) {
    const end = text.charCodeAt(text.length - 1);
    if (end === 90 && (text.length === 20 || text.charCodeAt(19) === 46)) {
      const year = number(text, 0, 4);
      const month = number(text, 5, 2);
      const day = number(text, 8, 2);
      const hour = number(text, 11, 2);
      const minute = number(text, 14, 2);
      const second = number(text, 17, 2);
      // Years before 100 mean 19xx to Date.UTC, and other fields may roll over: those go the slow way.
      if (year >= 100 && month >= 1 && month <= 12 && day >= 0 && hour >= 0 && minute >= 0 && second >= 0) {
        return daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second;
      }
    }
  }
  return Math.floor(Date.parse(text) / 1000);
}

/** The decimal number in text[start, start + digits), or -1 if any character is not a digit. */
function number(text: string, start: number, digits: number): number {
  let value = 0;
  for (let i = start; i < start + digits; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
 * days_from_civil). A day past the month's end rolls into the next month, as in Date.UTC.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
