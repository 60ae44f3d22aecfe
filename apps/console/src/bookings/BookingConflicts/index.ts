export { BookingConflicts, defaultBookingConflictsLabels } from "./BookingConflicts.js";
export type { BookingConflictsLabels, BookingConflictsProps, ConflictLine } from "./BookingConflicts.js";
