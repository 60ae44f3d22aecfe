export { HandOverForm } from "./HandOverForm.js";
export type { HandOver, HandOverFormProps } from "./HandOverForm.js";
