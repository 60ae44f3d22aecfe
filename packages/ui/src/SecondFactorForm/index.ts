export { SecondFactorForm, defaultSecondFactorFormLabels } from "./SecondFactorForm.js";
export type { SecondFactorFormLabels, SecondFactorFormProps } from "./SecondFactorForm.js";
