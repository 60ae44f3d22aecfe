// What a pick-up and return date field say when the rental dates contract (@backlot/data/quote's
// rentalDatesProblems) refuses them, and the earliest return a date picker offers. The quote
// request form and RentalDates word dates alike, and tenants reword them through their labels.
import { addDays, isCalendarDate } from "@backlot/domain/calendar-date";

export interface RentalDateMessages {
  pickUpMissing: string;
  pickUpPast: string;
  returnMissing: string;
  returnBeforePickUp: string;
}

export const defaultRentalDateMessages: RentalDateMessages = {
  pickUpMissing: "Choose a pick-up date.",
  pickUpPast: "The pick-up date has passed: choose today or a later date.",
  returnMissing: "Choose a return date.",
  returnBeforePickUp: "The return date must be after the pick-up date.",
};

/**
 * The message for a rental dates problem (`field:code`), or undefined for one these messages do not
 * cover. A date input gives "" for a date it cannot read, so "invalid" reads as "missing".
 */
export function rentalDateMessage(
  problem: { field: string; code: string },
  messages: RentalDateMessages,
): string | undefined {
  const worded: Partial<Record<string, string>> = {
    "pickUpDate:missing": messages.pickUpMissing,
    "pickUpDate:invalid": messages.pickUpMissing,
    "pickUpDate:past": messages.pickUpPast,
    "returnDate:missing": messages.returnMissing,
    "returnDate:invalid": messages.returnMissing,
    "returnDate:notAfterPickUp": messages.returnBeforePickUp,
  };
  return worded[`${problem.field}:${problem.code}`];
}

/** The earliest return a picker offers: the day after the pick-up (a return is after it), else today. */
export function earliestReturn(pickUpDate: string, today: string): string {
  return isCalendarDate(pickUpDate) ? addDays(pickUpDate, 1) : today;
}
