export { LoginForm, defaultLoginFormLabels } from "./LoginForm.js";
export type { LoginCredentials, LoginFormLabels, LoginFormProps } from "./LoginForm.js";
