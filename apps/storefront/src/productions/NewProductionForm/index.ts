export { NewProductionForm } from "./NewProductionForm.js";
export type { NewProductionFormProps } from "./NewProductionForm.js";
