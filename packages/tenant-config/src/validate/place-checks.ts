// Checks on where and how a vendor trades that the schema cannot make: currencies and time zones
// against the runtime's tables, and its pickup locations (ids, zones, currencies, one listed).
import { isRecord, stringAt } from "./shape.js";

export const currencyProblem = (currency: string | undefined) =>
  currency !== undefined && /^[A-Z]{3}$/.test(currency) && !Intl.supportedValuesOf("currency").includes(currency)
    ? `"${currency}" is not an ISO 4217 currency code, like "USD" or "EUR"`
    : undefined;

export const timeZoneProblem = (timezone: string | undefined) =>
  timezone !== undefined && !isTimeZone(timezone)
    ? `"${timezone}" is not an IANA time zone, like "America/New_York"`
    : undefined;

/**
 * A vendor's pickup locations: ids each its own, real time zones and currencies, and one at least that visitors can
 * pick.
 */
export function checkLocations(
  locations: unknown[],
  report: (tokens: (string | number)[], message: string) => void,
): void {
  const firstWithId = new Map<string, number>();
  locations.forEach((location, index) => {
    const id = stringAt(location, "id");
    const earlier = id === undefined ? undefined : firstWithId.get(id);
    if (id !== undefined && earlier !== undefined)
      report([index, "id"], `"${id}" is the id of location ${String(earlier)} too: give each location its own id`);
    else if (id !== undefined) firstWithId.set(id, index);
    const timeZone = timeZoneProblem(stringAt(location, "timezone"));
    if (timeZone) report([index, "timezone"], timeZone);
    const currency = currencyProblem(stringAt(location, "currency"));
    if (currency) report([index, "currency"], currency);
  });
  if (locations.length > 0 && locations.every((location) => isRecord(location) && location.isListed === false))
    report([], 'has no location visitors can pick (every one says "isListed": false): list one at least');
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Text colour -> the backgrounds it is drawn on. */
