export { ChangeEmailForm, defaultChangeEmailFormLabels } from "./ChangeEmailForm.js";
export type { ChangeEmailFormLabels, ChangeEmailFormProps, EmailChange } from "./ChangeEmailForm.js";
