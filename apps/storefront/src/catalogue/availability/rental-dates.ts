// The dates the customer is browsing for: chosen once (on a browse page, a prop's page or a set
// list), remembered in this browser for the tenant, and read by every page that shows
// availability. The server render knows none, so the page hydrates without them and then shows them.
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { isCalendarDate, vendorToday } from "@backlot/domain/calendar-date";
import { browserStorage } from "@backlot/data/key-value-storage";
import { tenant } from "../../app/tenant.js";

export interface RentalDates {
  pickUpDate: string;
  returnDate: string;
}

export const noDates: RentalDates = { pickUpDate: "", returnDate: "" };

const key = `backlot:${tenant.id}:rental-dates`;
const listeners = new Set<() => void>();
let current: RentalDates | undefined;

function read(): RentalDates {
  if (current) return current;
  try {
    const stored = JSON.parse(browserStorage().getItem(key) ?? "null") as Partial<RentalDates> | null;
    // Dates whose pick-up has passed are a past shoot's: forgotten rather than offered to forms that refuse them.
    current =
      stored &&
      isCalendarDate(stored.pickUpDate) &&
      isCalendarDate(stored.returnDate) &&
      !datesHavePassed({ pickUpDate: stored.pickUpDate, returnDate: stored.returnDate })
        ? { pickUpDate: stored.pickUpDate, returnDate: stored.returnDate }
        : noDates;
  } catch {
    current = noDates; // A value another version wrote: start without dates.
  }
  return current;
}

/** Remembers the dates (noDates forgets them) and tells every page showing them. */
export function setRentalDates(dates: RentalDates): void {
  current = dates.pickUpDate && dates.returnDate ? dates : noDates;
  const storage = browserStorage();
  if (current === noDates) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(current));
  for (const listener of listeners) listener();
}

/** Whether the pick-up is before today at the vendor: the server answers availability from today on. */
export const datesHavePassed = (dates: RentalDates): boolean => dates.pickUpDate < vendorToday(tenant.vendor.timezone);

/** Whether both dates are chosen. */
export const hasRentalDates = (dates: RentalDates): boolean =>
  isCalendarDate(dates.pickUpDate) && isCalendarDate(dates.returnDate);

/** Dates chosen in another tab of the same storefront arrive here too. */
function onStorage(event: StorageEvent) {
  if (event.key !== key) return;
  current = undefined;
  for (const listener of listeners) listener();
}

/** The list's dates when it has them, else the ones the customer is browsing for (to start the form with). */
export function datesOfList(list: { pickUpDate?: string; returnDate?: string }, browsing: RentalDates): RentalDates {
  const own = { pickUpDate: list.pickUpDate ?? "", returnDate: list.returnDate ?? "" };
  return hasRentalDates(own) ? own : browsing;
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
};

/** The browsing dates, live; none while the server renders and during hydration. */
export const useRentalDates = (): RentalDates => useSyncExternalStore(subscribe, read, () => noDates);

let pageHydrated = false;

/**
 * False while the server renders and in the app's first commit in the browser (hydrating the page,
 * or rendering it from scratch), then true: what depends on the browser's day or storage (the dates
 * form's earliest day, remembered dates) renders from then on. The change comes in a transition:
 * through useSyncExternalStore it was a synchronous render, in the same long task as the hydrated
 * page's effects. What mounts later (another page) is true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** The browsing dates outside React (a route's loader). */
export const rentalDatesNow = (): RentalDates => (typeof window === "undefined" ? noDates : read());
