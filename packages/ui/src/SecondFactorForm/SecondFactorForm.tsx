// The phone second factor (the waitingFor2ndFactor state, docs/decisions/0007): the 6-digit code texted to the
// phone whose masked number is shown. A wrong or expired code clears the field and puts the
// cursor back in it, ready for the next try. "Resend code" waits out a countdown first, so people
// do not trigger the provider's rate limit.
import { useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "../FormAlert/index.js";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { SubmitButton } from "../SubmitButton/index.js";
import { TextField } from "../TextField/index.js";
import { useForm } from "../internal/form/use-form.js";
import { messageOf } from "../internal/form/validation.js";
import styles from "./SecondFactorForm.module.css";

export interface SecondFactorFormLabels {
  title: string;
  sentTo: (phoneHint: string) => string;
  code: string;
  codeHint: string;
  submit: string;
  submitting: string;
  resend: string;
  resendIn: (seconds: number) => string;
  resent: string;
  cancel: string;
  codeMissing: string;
  codeInvalid: string;
  failed: string;
  resendFailed: string;
}

export const defaultSecondFactorFormLabels: SecondFactorFormLabels = {
  title: "Enter your verification code",
  sentTo: (phone) => `We texted a 6-digit code to ${phone}.`,
  code: "Verification code",
  codeHint: "6 digits, from the text message.",
  submit: "Verify",
  submitting: "Verifying…",
  resend: "Resend code",
  resendIn: (seconds) => `Resend code in ${seconds.toString()} s`,
  resent: "We sent a new code.",
  cancel: "Cancel",
  codeMissing: "Enter the 6-digit code from the text message.",
  codeInvalid: "The code is 6 digits, like 123456: enter only the numbers from the text message.",
  failed: "That code did not work. Check the text message and try again.",
  resendFailed: "We could not send a new code. Wait a minute, then try again.",
};

export interface SecondFactorFormProps {
  /** The phone as the provider masks it: "+1 ••• ••• 0147". */
  phoneHint: string;
  /** Rejects (with the catalogue's message) for a wrong or expired code. */
  onSubmit: (code: string) => Promise<void>;
  /** Sends a new code. */
  onResend: () => Promise<void> | void;
  onCancel: () => void;
  /** Seconds before "Resend code" works, counted from showing the form and from each resend. */
  resendDelay?: number;
  headingLevel?: HeadingLevel;
  labels?: Partial<SecondFactorFormLabels>;
}

type Resend = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; error: unknown };

/** Whole seconds left before `seconds` have passed since mount or the last restart. */
function useCountdown(seconds: number): [left: number, restart: () => void] {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const restart = () => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), restart];
}

const codePattern = /^\d{6}$/;
const compact = (code: string) => code.replace(/\s/g, "");

export function SecondFactorForm({
  phoneHint,
  onSubmit,
  onResend,
  onCancel,
  resendDelay = 30,
  headingLevel,
  labels: given = {},
}: SecondFactorFormProps) {
  const labels = { ...defaultSecondFactorFormLabels, ...given };
  const titleId = useId();
  const alertId = useId();
  const codeRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [resend, setResend] = useState<Resend>({ kind: "idle" });
  const [wait, restartWait] = useCountdown(resendDelay);
  const form = useForm({
    initial: { code: "" },
    validate: ({ code }) => ({
      code: code.trim() === "" ? labels.codeMissing : codePattern.test(compact(code)) ? undefined : labels.codeInvalid,
    }),
    onSubmit: ({ code }) => onSubmit(compact(code)),
    // A code is good for one try: clear it and put the cursor back for the next.
    onFailed: () => {
      form.setValue("code", "");
      codeRef.current?.focus();
    },
  });

  async function sendAgain() {
    setResend({ kind: "sending" });
    try {
      await onResend();
      setResend({ kind: "sent" });
      restartWait();
    } catch (error) {
      setResend({ kind: "failed", error });
    }
  }

  const failed = form.status.kind === "failed";
  const resendBlocked = wait > 0 || resend.kind === "sending";

  return (
    <form className={styles.form} aria-labelledby={titleId} {...form.formProps}>
      <FormHeading id={titleId} level={headingLevel}>
        {labels.title}
      </FormHeading>
      <p className={styles.intro}>{labels.sentTo(phoneHint)}</p>
      <TextField
        ref={codeRef}
        label={labels.code}
        hint={labels.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        // The hint says how long a code is; "of 7 characters" would only confuse (6 digits, maybe a space).
        showLimit={false}
        spellCheck={false}
        required
        describedBy={failed ? alertId : undefined}
        className={styles.code}
        {...form.field("code")}
      />
      {failed && (
        <FormAlert id={alertId}>
          {messageOf(form.status.kind === "failed" ? form.status.error : undefined, labels.failed)}
        </FormAlert>
      )}
      {resend.kind === "failed" && <FormAlert>{messageOf(resend.error, labels.resendFailed)}</FormAlert>}
      <p className={styles.resend}>
        <button
          type="button"
          className={styles.link}
          aria-disabled={resendBlocked || undefined}
          onClick={() => void (resendBlocked ? undefined : sendAgain())}
        >
          {wait > 0 ? labels.resendIn(wait) : labels.resend}
        </button>
        <span role="status" className={styles.resent}>
          {resend.kind === "sent" ? labels.resent : ""}
        </span>
      </p>
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
