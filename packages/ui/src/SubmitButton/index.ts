export { SubmitButton } from "./SubmitButton.js";
export type { SubmitButtonProps } from "./SubmitButton.js";
