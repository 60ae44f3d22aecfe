export { ChangePasswordForm, defaultChangePasswordFormLabels } from "./ChangePasswordForm.js";
export type { ChangePasswordFormLabels, ChangePasswordFormProps, PasswordChange } from "./ChangePasswordForm.js";
