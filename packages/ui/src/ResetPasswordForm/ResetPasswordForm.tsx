// "Forgot password?": the address to send a reset link to, then a confirmation. The message does
// not say whether the address has an account, so the form gives nothing away about who does.
import { EmailRequestForm, type EmailRequestLabels } from "../internal/form/EmailRequestForm.js";
import type { HeadingLevel } from "../internal/form/FormHeading.js";
import { defaultEmailMessages } from "../internal/form/validation.js";

/** Every word of the form is an email request's; only the defaults below are its own. */
export type ResetPasswordFormLabels = EmailRequestLabels;

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

export function ResetPasswordForm({
  onSubmit,
  onBack,
  initialEmail,
  headingLevel,
  labels = {},
}: ResetPasswordFormProps) {
  return (
    <EmailRequestForm
      labels={{ ...defaultResetPasswordFormLabels, ...labels }}
      onSubmit={onSubmit}
      onBack={onBack}
      initialEmail={initialEmail}
      headingLevel={headingLevel}
    />
  );
}
