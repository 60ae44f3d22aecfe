export { LabelSheetForm } from "./LabelSheetForm.js";
export type { LabelSheetFormProps } from "./LabelSheetForm.js";
