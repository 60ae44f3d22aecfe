// "Type your email and we send you a link": one address, sent on submit, then (unless told not
// to) a "Check your email" panel with a way back to fix the address. ResetPasswordForm and
// EmailLinkForm are this form with their own words.
import { useEffect, useRef, useState } from "react";
import { FormDone } from "./FormDone.js";
import { FormFrame, type FormFrameLabels } from "./FormFrame.js";
import type { HeadingLevel } from "./FormHeading.js";
import { TextField } from "../../TextField/index.js";
import { useForm } from "./use-form.js";
import { type EmailMessages, checkEmail } from "./validation.js";
import styles from "./form.module.css";

export interface EmailRequestLabels extends FormFrameLabels, EmailMessages {
  intro: string;
  email: string;
  sentTitle: string;
  sent: (email: string) => string;
  /** Under the sent message: what to do when nothing arrives. */
  sentHelp: string;
  differentEmail: string;
  backToLogin: string;
}

export interface EmailRequestFormProps {
  /** Complete: the caller has merged its defaults with what the tenant changed. */
  labels: EmailRequestLabels;
  /** Sends the link; rejects with the catalogue's message. */
  onSubmit: (email: string) => Promise<void>;
  /** "Back to log in", when given. */
  onBack?: (() => void) | undefined;
  initialEmail?: string | undefined;
  headingLevel?: HeadingLevel | undefined;
  /** False when a successful submit needs no "Check your email" (it signed the user in). */
  confirmSent?: boolean;
}

export function EmailRequestForm({
  labels,
  onSubmit,
  onBack,
  initialEmail = "",
  headingLevel,
  confirmSent = true,
}: EmailRequestFormProps) {
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
      if (confirmSent) setSentTo(email.trim());
    },
  });
  const back = onBack && (
    <button type="button" className={styles.link} onClick={onBack}>
      {labels.backToLogin}
    </button>
  );

  if (sentTo !== null) {
    const editAgain = () => {
      setSentTo(null);
      setReturned((count) => count + 1);
    };
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
        <p className={styles.aside}>{labels.sentHelp}</p>
      </FormDone>
    );
  }

  return (
    <FormFrame form={form} labels={labels} headingLevel={headingLevel} actions={back}>
      <p className={styles.intro}>{labels.intro}</p>
      <TextField
        ref={emailRef}
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        {...form.field("email")}
      />
    </FormFrame>
  );
}
