// Signing in with a link by email (spec section 4). In "request" mode it asks for the address,
// then says "Check your email" (with a way back to fix the address). In "complete" mode, used
// when the link was opened on another device or browser that does not remember the address, it
// asks for the address again to finish signing in.
import { useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "../internal/form/FormAlert.js";
import { FormDone } from "../internal/form/FormDone.js";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { SubmitButton } from "../internal/form/SubmitButton.js";
import { TextField } from "../internal/form/TextField.js";
import { useForm } from "../internal/form/use-form.js";
import { type EmailMessages, checkEmail, defaultEmailMessages, messageOf } from "../internal/form/validation.js";
import styles from "./EmailLinkForm.module.css";

export interface EmailLinkFormLabels extends EmailMessages {
  requestTitle: string;
  requestIntro: string;
  email: string;
  send: string;
  sending: string;
  sentTitle: string;
  sent: (email: string) => string;
  sentHelp: string;
  differentEmail: string;
  completeTitle: string;
  completeIntro: string;
  complete: string;
  completing: string;
  backToLogin: string;
  failed: string;
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
  completeIntro: "You opened the sign-in link on a different device or browser. Enter the email address you asked for the link with, to finish signing in.",
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

export function EmailLinkForm({ mode = "request", onSubmit, onBack, initialEmail = "", headingLevel, labels: given = {} }: EmailLinkFormProps) {
  const labels = { ...defaultEmailLinkFormLabels, ...given };
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Back from "Check your email": the cursor goes to the address to fix.
  const emailRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    if (returned > 0) emailRef.current?.focus();
  }, [returned]);
  const form = useForm({
    initial: { email: initialEmail },
    validate: ({ email }) => ({ email: checkEmail(email, labels) }),
    onSubmit: async ({ email }) => {
      await onSubmit(email.trim());
      if (mode === "request") setSentTo(email.trim());
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

  const completing = mode === "complete";
  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {completing ? labels.completeTitle : labels.requestTitle}
      </FormHeading>
      <p className={styles.intro}>{completing ? labels.completeIntro : labels.requestIntro}</p>
      <TextField ref={emailRef} label={labels.email} type="email" autoComplete="email" required {...form.field("email")} />
      {form.status.kind === "failed" && <FormAlert>{messageOf(form.status.error, labels.failed)}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={completing ? labels.completing : labels.sending}>
          {completing ? labels.complete : labels.send}
        </SubmitButton>
        {back}
      </div>
    </form>
  );
}
