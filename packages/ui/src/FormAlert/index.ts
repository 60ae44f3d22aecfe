export { FormAlert } from "./FormAlert.js";
export type { FormAlertProps } from "./FormAlert.js";
// What a failed submit's alert says: the error's own message, or the form's fallback.
export { messageOf } from "../internal/form/validation.js";
