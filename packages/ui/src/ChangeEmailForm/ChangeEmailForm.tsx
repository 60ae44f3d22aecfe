// Changing the account's email address. The current password re-authenticates first (the provider
// wants a recent sign-in); it then emails a verification link to the new address, and the change
// only takes effect once that link is opened, which the success message says.
import { FormDone } from "../internal/form/FormDone.js";
import { FormFrame, type FormFrameLabels } from "../internal/form/FormFrame.js";
import type { HeadingLevel } from "../internal/form/FormHeading.js";
import { TextField } from "../TextField/index.js";
import { useForm } from "../internal/form/use-form.js";
import { type EmailMessages, checkEmail } from "../internal/form/validation.js";
import styles from "./ChangeEmailForm.module.css";

export interface EmailChange {
  newEmail: string;
  password: string;
}

export interface ChangeEmailFormLabels extends FormFrameLabels, EmailMessages {
  current: (email: string) => string;
  newEmail: string;
  password: string;
  passwordHint: string;
  doneTitle: string;
  done: (newEmail: string) => string;
  doneUntil: (currentEmail: string) => string;
  emailUnchanged: string;
  passwordMissing: string;
}

export const defaultChangeEmailFormLabels: ChangeEmailFormLabels = {
  title: "Change your email address",
  current: (email) => `Your email address is ${email}.`,
  newEmail: "New email address",
  password: "Current password",
  passwordHint: "To keep your account safe, we check it is you first.",
  submit: "Change email",
  submitting: "Changing email…",
  doneTitle: "Check your new inbox",
  done: (email) => `We sent a verification email to ${email}. Open the link in it to finish changing your address.`,
  doneUntil: (email) => `Until then, keep logging in with ${email}.`,
  emailMissing: "Enter your new email address.",
  emailInvalid: "Enter an email address like name@studio.com.",
  emailUnchanged: "This is already your email address: enter a different one.",
  passwordMissing: "Enter your current password.",
  failed: "We could not change your email address. Check your connection and try again.",
};

export interface ChangeEmailFormProps {
  /** Rejects with the catalogue's message (wrongPassword, firebaseEmailAlreadyInUse…). */
  onSubmit: (change: EmailChange) => Promise<void>;
  /** The address in use now, shown for reference. */
  currentEmail?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<ChangeEmailFormLabels>;
}

export function ChangeEmailForm({ onSubmit, currentEmail, headingLevel, labels: given = {} }: ChangeEmailFormProps) {
  const labels = { ...defaultChangeEmailFormLabels, ...given };
  const form = useForm({
    initial: { newEmail: "", password: "" },
    validate: ({ newEmail, password }) => ({
      newEmail:
        checkEmail(newEmail, labels) ??
        (currentEmail && newEmail.trim().toLowerCase() === currentEmail.toLowerCase()
          ? labels.emailUnchanged
          : undefined),
      password: password === "" ? labels.passwordMissing : undefined,
    }),
    onSubmit: ({ newEmail, password }) => onSubmit({ newEmail: newEmail.trim(), password }),
  });

  if (form.status.kind === "succeeded") {
    return (
      <FormDone title={labels.doneTitle} headingLevel={headingLevel}>
        <p>{labels.done(form.values.newEmail.trim())}</p>
        {currentEmail && <p>{labels.doneUntil(currentEmail)}</p>}
      </FormDone>
    );
  }

  return (
    <FormFrame form={form} labels={labels} headingLevel={headingLevel}>
      {currentEmail && <p className={styles.intro}>{labels.current(currentEmail)}</p>}
      <TextField label={labels.newEmail} type="email" autoComplete="email" required {...form.field("newEmail")} />
      <TextField
        label={labels.password}
        hint={labels.passwordHint}
        type="password"
        autoComplete="current-password"
        required
        {...form.field("password")}
      />
    </FormFrame>
  );
}
