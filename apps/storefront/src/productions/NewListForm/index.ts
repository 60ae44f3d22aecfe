export { NewListForm } from "./NewListForm.js";
export type { NewListFormProps } from "./NewListForm.js";
