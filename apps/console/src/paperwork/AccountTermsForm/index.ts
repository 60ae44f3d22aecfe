export { AccountTermsForm, defaultAccountTermsFormLabels } from "./AccountTermsForm.js";
export type { AccountTermsFormLabels, AccountTermsFormProps } from "./AccountTermsForm.js";
