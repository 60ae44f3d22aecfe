export { ResetPasswordForm, defaultResetPasswordFormLabels } from "./ResetPasswordForm.js";
export type { ResetPasswordFormLabels, ResetPasswordFormProps } from "./ResetPasswordForm.js";
