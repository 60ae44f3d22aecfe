export { PropCalendar, defaultPropCalendarLabels } from "./PropCalendar.js";
export type { CalendarBooking, PropCalendarLabels, PropCalendarProps } from "./PropCalendar.js";
