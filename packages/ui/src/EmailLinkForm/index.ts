export { EmailLinkForm, defaultEmailLinkFormLabels } from "./EmailLinkForm.js";
export type { EmailLinkFormLabels, EmailLinkFormProps } from "./EmailLinkForm.js";
