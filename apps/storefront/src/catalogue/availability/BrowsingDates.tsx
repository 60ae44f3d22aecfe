// The browsing dates as a small form: where a customer chooses (or clears) the dates that the
// cards, a prop's page and the "available for my dates" filter show availability for.
import { vendorToday } from "@backlot/domain/calendar-date";
import { RentalDates } from "@backlot/ui/RentalDates";
import { vendor } from "../../app/tenant.js";
import { setRentalDates, useHydrated, useRentalDates } from "./rental-dates.js";

export function BrowsingDates({ description }: { description?: string }) {
  const dates = useRentalDates();
  // The prerendered page was made on another day: the form is there from the first paint (nothing moves), and
  // learns today's date (its earliest day) once the page has hydrated in the browser.
  const hydrated = useHydrated();
  return (
    <RentalDates
      {...dates}
      today={hydrated ? vendorToday(vendor.timezone) : ""}
      onChange={setRentalDates}
      {...(description ? { description } : {})}
    />
  );
}
