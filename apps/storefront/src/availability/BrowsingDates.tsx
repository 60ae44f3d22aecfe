// The browsing dates as a small form: where a customer chooses (or clears) the dates that the
// cards, a prop's page and the "available for my dates" filter show availability for.
import { vendorToday } from "@backlot/data/calendar-date";
import { RentalDates } from "@backlot/ui/RentalDates";
import { vendor } from "../app/tenant.js";
import { setRentalDates, useHydrated, useRentalDates } from "./rental-dates.js";

export function BrowsingDates({ description }: { description?: string }) {
  const dates = useRentalDates();
  // The prerendered page was made on another day: the form (whose earliest day is today) waits for the browser.
  if (!useHydrated()) return null;
  return (
    <RentalDates
      {...dates}
      today={vendorToday(vendor.timezone)}
      onChange={setRentalDates}
      {...(description ? { description } : {})}
    />
  );
}
