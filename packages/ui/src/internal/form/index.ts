// The shared form pieces, for components inside the kit. TextField, SubmitButton and FormAlert are also the
// package's own exports (their folders), and FormHeading and useForm are exported for the apps' own forms (the
// storefront's paperwork form); the rest is not exported from the package.
export { DateField, type DateFieldProps } from "./DateField.js";
export { FormAlert, type FormAlertProps } from "../../FormAlert/index.js";
export { EmailRequestForm, type EmailRequestFormProps, type EmailRequestLabels } from "./EmailRequestForm.js";
export { FormDone, type FormDoneProps } from "./FormDone.js";
export { FormFrame, type FormFrameLabels, type FormFrameProps } from "./FormFrame.js";
export { FormHeading, type FormHeadingProps, type HeadingLevel } from "./FormHeading.js";
export {
  type RentalDateMessages,
  defaultRentalDateMessages,
  earliestReturn,
  rentalDateMessage,
} from "./rental-dates.js";
export { SubmitButton, type SubmitButtonProps } from "../../SubmitButton/index.js";
export { TextField, type TextFieldProps } from "../../TextField/index.js";
export { type FieldErrors, type FormStatus, type UseFormOptions, useForm } from "./use-form.js";
export {
  type EmailMessages,
  checkEmail,
  defaultEmailMessages,
  digitCount,
  isBlank,
  isEmail,
  isPhone,
  messageOf,
  reasonOf,
} from "./validation.js";
