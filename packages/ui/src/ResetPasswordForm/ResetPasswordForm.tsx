// "Forgot password?": the address to send a reset link to, then a confirmation. The message does
// not say whether the address has an account, so the form gives nothing away about who does.
import { useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "../internal/form/FormAlert.js";
import { FormDone } from "../internal/form/FormDone.js";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { SubmitButton } from "../internal/form/SubmitButton.js";
import { TextField } from "../internal/form/TextField.js";
import { useForm } from "../internal/form/use-form.js";
import { type EmailMessages, checkEmail, defaultEmailMessages, messageOf } from "../internal/form/validation.js";
import styles from "./ResetPasswordForm.module.css";

export interface ResetPasswordFormLabels extends EmailMessages {
  title: string;
  intro: string;
  email: string;
  submit: string;
  submitting: string;
  sentTitle: string;
  sent: (email: string) => string;
  sentHelp: string;
  differentEmail: string;
  backToLogin: string;
  failed: string;
}

export const defaultResetPasswordFormLabels: ResetPasswordFormLabels = {
  ...defaultEmailMessages,
  title: "Reset your password",
  intro: "Enter the email address you log in with and we will send you a link to choose a new password.",
  email: "Email",
  submit: "Send reset link",
  submitting: "Sending…",
  sentTitle: "Check your email",
  sent: (email) => `If ${email} has an account with us, we sent it a link to reset the password.`,
  sentHelp: "Nothing there after a few minutes? Check your spam folder, or try again.",
  differentEmail: "Use a different email",
  backToLogin: "Back to log in",
  failed: "We could not send the link. Check your connection and try again.",
};

export interface ResetPasswordFormProps {
  onSubmit: (email: string) => Promise<void>;
  /** "Back to log in", when given. */
  onBack?: () => void;
  /** The address typed on the login form, if any. */
  initialEmail?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<ResetPasswordFormLabels>;
}

export function ResetPasswordForm({ onSubmit, onBack, initialEmail = "", headingLevel, labels: given = {} }: ResetPasswordFormProps) {
  const labels = { ...defaultResetPasswordFormLabels, ...given };
  const titleId = useId();
  const emailRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    if (returned > 0) emailRef.current?.focus();
  }, [returned]);
  const form = useForm({
    initial: { email: initialEmail },
    validate: ({ email }) => ({ email: checkEmail(email, labels) }),
    onSubmit: async ({ email }) => {
      await onSubmit(email.trim());
      setSentTo(email.trim());
    },
  });
  const editAgain = () => {
    setSentTo(null);
    setReturned((count) => count + 1);
  };
  const back = onBack && (
    <button type="button" className={styles.link} onClick={onBack}>
      {labels.backToLogin}
    </button>
  );

  if (sentTo !== null) {
    return (
      <FormDone
        title={labels.sentTitle}
        headingLevel={headingLevel}
        actions={
          <>
            <button type="button" className={styles.secondary} onClick={editAgain}>
              {labels.differentEmail}
            </button>
            {back}
          </>
        }
      >
        <p>{labels.sent(sentTo)}</p>
        <p className={styles.muted}>{labels.sentHelp}</p>
      </FormDone>
    );
  }

  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.title}
      </FormHeading>
      <p className={styles.intro}>{labels.intro}</p>
      <TextField ref={emailRef} label={labels.email} type="email" autoComplete="email" required {...form.field("email")} />
      {form.status.kind === "failed" && <FormAlert>{messageOf(form.status.error, labels.failed)}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
        {back}
      </div>
    </form>
  );
}
