// Logging in with email and password (the first factor, docs/decisions/0007), with the two ways out when
// the password is not at hand: a reset, and a sign-in link by email. A failed login (say, the
// catalogue's wrongPassword message) shows in an alert; what was typed stays.
import { useId } from "react";
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
} from "../internal/form/validation.js";
import styles from "./LoginForm.module.css";

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormLabels extends EmailMessages {
  title: string;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  forgotPassword: string;
  /** Introduces the email-link alternative. */
  or: string;
  emailLink: string;
  passwordMissing: string;
  /** The alert when a failed login carries no message of its own. */
  failed: string;
}

export const defaultLoginFormLabels: LoginFormLabels = {
  ...defaultEmailMessages,
  title: "Log in",
  email: "Email",
  password: "Password",
  submit: "Log in",
  submitting: "Logging in…",
  forgotPassword: "Forgot password?",
  or: "Or, without a password:",
  emailLink: "Email me a sign-in link",
  passwordMissing: "Enter your password.",
  failed: "We could not log you in. Check your connection and try again.",
};

export interface LoginFormProps {
  /** Rejects (with the catalogue's message) when the login fails. */
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
  /** "Forgot password?", with the email typed so far (to fill in the reset form). */
  onForgotPassword?: (email: string) => void;
  /** "Email me a sign-in link", with the email typed so far. */
  onEmailLink?: (email: string) => void;
  initialEmail?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<LoginFormLabels>;
}

export function LoginForm({
  onSubmit,
  onForgotPassword,
  onEmailLink,
  initialEmail = "",
  headingLevel,
  labels: given = {},
}: LoginFormProps) {
  const labels = { ...defaultLoginFormLabels, ...given };
  const titleId = useId();
  const form = useForm({
    initial: { email: initialEmail, password: "" },
    validate: ({ email, password }) => ({
      email: checkEmail(email, labels),
      password: isBlank(password) ? labels.passwordMissing : undefined,
    }),
    onSubmit: ({ email, password }) => onSubmit({ email: email.trim(), password }),
  });
  const email = form.values.email.trim();

  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.title}
      </FormHeading>
      <TextField label={labels.email} type="email" autoComplete="email" required {...form.field("email")} />
      <div className={styles.password}>
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        {onForgotPassword && (
          <button type="button" className={styles.link} onClick={() => onForgotPassword(email)}>
            {labels.forgotPassword}
          </button>
        )}
      </div>
      {form.status.kind === "failed" && <FormAlert>{messageOf(form.status.error, labels.failed)}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
      {onEmailLink && (
        <p className={styles.alternative}>
          {labels.or}{" "}
          <button type="button" className={styles.link} onClick={() => onEmailLink(email)}>
            {labels.emailLink}
          </button>
        </p>
      )}
    </form>
  );
}
