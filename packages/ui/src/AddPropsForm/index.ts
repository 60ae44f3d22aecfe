export { AddPropsForm } from "./AddPropsForm.js";
export type { AddPropsFormProps, PickedProp } from "./AddPropsForm.js";
export { defaultAddPropsLabels } from "./labels.js";
export type { AddPropsLabels } from "./labels.js";
