// Creating an account (docs/decisions/0007): name, email and a password typed twice. The app
// runs the captcha and shows its notice through `captchaNotice`. An email already registered
// gets the catalogue's message with a way to log in instead.
import { type ReactNode, useId } from "react";
import { FormAlert } from "../FormAlert/index.js";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { SubmitButton } from "../SubmitButton/index.js";
import { TextField } from "../TextField/index.js";
import { useForm } from "../internal/form/use-form.js";
import {
  type EmailMessages,
  checkEmail,
  defaultEmailMessages,
  isBlank,
  messageOf,
  reasonOf,
} from "../internal/form/validation.js";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import styles from "./SignupForm.module.css";

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignupFormLabels extends EmailMessages {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordHint: (minLength: number) => string;
  confirmPassword: string;
  submit: string;
  submitting: string;
  haveAccount: string;
  logIn: string;
  firstNameMissing: string;
  lastNameMissing: string;
  passwordMissing: (minLength: number) => string;
  passwordTooShort: (minLength: number) => string;
  confirmMissing: string;
  confirmMismatch: string;
  /** The alert when a failed signup carries no message of its own. */
  failed: string;
}

export const defaultSignupFormLabels: SignupFormLabels = {
  ...defaultEmailMessages,
  title: "Create an account",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  password: "Password",
  passwordHint: (min) => `At least ${min.toString()} characters.`,
  confirmPassword: "Confirm password",
  submit: "Create account",
  submitting: "Creating account…",
  haveAccount: "Already have an account?",
  logIn: "Log in",
  firstNameMissing: "Enter your first name.",
  lastNameMissing: "Enter your last name.",
  passwordMissing: (min) => `Choose a password of at least ${min.toString()} characters.`,
  passwordTooShort: (min) => `Your password is too short: use at least ${min.toString()} characters.`,
  confirmMissing: "Type your password again to confirm it.",
  confirmMismatch: "The passwords do not match: type the same password in both fields.",
  failed: "We could not create your account. Check your connection and try again.",
};

export interface SignupFormProps {
  /** Rejects when signup fails, with the catalogue's message (reason firebaseEmailAlreadyInUse for a taken email). */
  onSubmit: (details: SignupDetails) => Promise<void>;
  /** The captcha's notice ("This site is protected by reCAPTCHA…"), with its links. */
  captchaNotice?: ReactNode;
  /** Where "Log in" goes. */
  loginHref?: string;
  LinkComponent?: LinkComponent;
  minPasswordLength?: number;
  headingLevel?: HeadingLevel;
  labels?: Partial<SignupFormLabels>;
}

const emailInUse = "firebaseEmailAlreadyInUse";

export function SignupForm({
  onSubmit,
  captchaNotice,
  loginHref = "/auth/login",
  LinkComponent = PlainLink,
  minPasswordLength = 8,
  headingLevel,
  labels: given = {},
}: SignupFormProps) {
  const labels = { ...defaultSignupFormLabels, ...given };
  const titleId = useId();
  const min = minPasswordLength;
  const form = useForm({
    initial: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
    validate: (values) => ({
      firstName: isBlank(values.firstName) ? labels.firstNameMissing : undefined,
      lastName: isBlank(values.lastName) ? labels.lastNameMissing : undefined,
      email: checkEmail(values.email, labels),
      password:
        values.password === ""
          ? labels.passwordMissing(min)
          : values.password.length < min
            ? labels.passwordTooShort(min)
            : undefined,
      confirmPassword:
        values.confirmPassword === ""
          ? labels.confirmMissing
          : values.confirmPassword !== values.password
            ? labels.confirmMismatch
            : undefined,
    }),
    onSubmit: ({ firstName, lastName, email, password }) =>
      onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password }),
  });
  const failure = form.status.kind === "failed" ? form.status.error : undefined;

  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.title}
      </FormHeading>
      <div className={styles.names}>
        <TextField label={labels.firstName} autoComplete="given-name" required {...form.field("firstName")} />
        <TextField label={labels.lastName} autoComplete="family-name" required {...form.field("lastName")} />
      </div>
      <TextField label={labels.email} type="email" autoComplete="email" required {...form.field("email")} />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={labels.passwordHint(min)}
        required
        {...form.field("password")}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.field("confirmPassword")}
      />
      {failure !== undefined && (
        <FormAlert>
          {messageOf(failure, labels.failed)}
          {reasonOf(failure) === emailInUse && (
            <>
              {" "}
              <LinkComponent href={loginHref}>{labels.logIn}</LinkComponent>
            </>
          )}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
      {captchaNotice && <div className={styles.notice}>{captchaNotice}</div>}
      <p className={styles.login}>
        {labels.haveAccount}{" "}
        <LinkComponent href={loginHref} className={styles.loginLink}>
          {labels.logIn}
        </LinkComponent>
      </p>
    </form>
  );
}
