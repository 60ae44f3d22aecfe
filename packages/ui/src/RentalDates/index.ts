export { RentalDates, defaultRentalDatesLabels } from "./RentalDates.js";
export type { RentalDatesLabels, RentalDatesProps, RentalDatesValue } from "./RentalDates.js";
