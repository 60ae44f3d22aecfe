export { SignupForm, defaultSignupFormLabels } from "./SignupForm.js";
export type { SignupDetails, SignupFormLabels, SignupFormProps } from "./SignupForm.js";
