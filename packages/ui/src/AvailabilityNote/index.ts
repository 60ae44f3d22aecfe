export { AvailabilityNote, availabilityTone, defaultAvailabilityNoteLabels } from "./AvailabilityNote.js";
export type {
  AvailabilityNoteLabels,
  AvailabilityNoteProps,
  AvailabilityTone,
  PropAvailability,
} from "./AvailabilityNote.js";
