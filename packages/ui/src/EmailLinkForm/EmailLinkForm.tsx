// Signing in with a link by email (docs/decisions/0007). In "request" mode it asks for the address,
// then says "Check your email" (with a way back to fix the address). In "complete" mode, used
// when the link was opened on another device or browser that does not remember the address, it
// asks for the address again to finish signing in.
import { EmailRequestForm, type EmailRequestLabels } from "../internal/form/EmailRequestForm.js";
import type { HeadingLevel } from "../internal/form/FormHeading.js";
import { defaultEmailMessages } from "../internal/form/validation.js";

/** An email request's words, except those that differ between the two modes: they have names of their own. */
export interface EmailLinkFormLabels extends Omit<EmailRequestLabels, "title" | "intro" | "submit" | "submitting"> {
  requestTitle: string;
  requestIntro: string;
  send: string;
  sending: string;
  completeTitle: string;
  completeIntro: string;
  complete: string;
  completing: string;
}

export const defaultEmailLinkFormLabels: EmailLinkFormLabels = {
  ...defaultEmailMessages,
  requestTitle: "Sign in with an email link",
  requestIntro: "We will email you a link that signs you in, no password needed.",
  email: "Email",
  send: "Email me a link",
  sending: "Sending…",
  sentTitle: "Check your email",
  sent: (email) => `We sent a sign-in link to ${email}. Open it on this device to sign in.`,
  sentHelp: "Nothing there after a few minutes? Check your spam folder, or try again.",
  differentEmail: "Use a different email",
  completeTitle: "Confirm your email",
  completeIntro:
    "You opened the sign-in link on a different device or browser. Enter the email address you asked for the link " +
    "with, to finish signing in.",
  complete: "Sign in",
  completing: "Signing in…",
  backToLogin: "Back to log in",
  failed: "Something went wrong. Check your connection and try again.",
};

export interface EmailLinkFormProps {
  /** "request" asks for a link; "complete" finishes a sign-in from a link opened elsewhere. */
  mode?: "request" | "complete";
  /** Sends the link ("request") or finishes signing in ("complete"); rejects with the catalogue's message. */
  onSubmit: (email: string) => Promise<void>;
  /** "Back to log in", when given. */
  onBack?: () => void;
  initialEmail?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<EmailLinkFormLabels>;
}

export function EmailLinkForm({
  mode = "request",
  onSubmit,
  onBack,
  initialEmail,
  headingLevel,
  labels: given = {},
}: EmailLinkFormProps) {
  const labels = { ...defaultEmailLinkFormLabels, ...given };
  const completing = mode === "complete";
  const modeLabels = completing
    ? {
        title: labels.completeTitle,
        intro: labels.completeIntro,
        submit: labels.complete,
        submitting: labels.completing,
      }
    : { title: labels.requestTitle, intro: labels.requestIntro, submit: labels.send, submitting: labels.sending };
  // Completing signs the user in, and the app moves on: there is no link to check for.
  return (
    <EmailRequestForm
      labels={{ ...labels, ...modeLabels }}
      confirmSent={!completing}
      onSubmit={onSubmit}
      onBack={onBack}
      initialEmail={initialEmail}
      headingLevel={headingLevel}
    />
  );
}
