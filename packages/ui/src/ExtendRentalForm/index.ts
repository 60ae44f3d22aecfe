export { ExtendRentalForm } from "./ExtendRentalForm.js";
export type { ExtendRentalFormProps, OrderChangeAnswer } from "./ExtendRentalForm.js";
export { defaultExtendRentalLabels } from "./labels.js";
export type { ExtendRentalLabels } from "./labels.js";
