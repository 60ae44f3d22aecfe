// "Sign in as" a customer, for support, and the audit trail of every time staff did. Staff give a
// reason (kept in the audit record); the app asks the server for a sign-in and returns the
// storefront address that uses it. The tab is opened at the press, before the server answers,
// because browsers block a tab opened later; if the browser blocked it anyway, a link opens it.
import { useId, useRef, useState } from "react";
import { limits } from "@backlot/domain";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import { LoadError } from "@backlot/ui/LoadError";
import styles from "./SignInAs.module.css";

export interface AuditTrailEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  /** Who signed in as the customer (their email, else their uid). */
  staff: string;
  reason: string;
  outcome: "signedIn" | "failed" | "unfinished";
  /** What went wrong, when it failed. */
  error?: string | undefined;
}

export type AuditTrailState =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  | { status: "ready"; entries: readonly AuditTrailEntry[] };

export interface SignInAsLabels {
  title: (name: string) => string;
  intro: string;
  reason: string;
  reasonHint: string;
  reasonMissing: string;
  submit: (name: string) => string;
  submitting: string;
  opened: (name: string) => string;
  blocked: string;
  openLink: (name: string) => string;
  failed: string;
  trail: string;
  when: string;
  staff: string;
  why: string;
  result: string;
  outcomes: Record<AuditTrailEntry["outcome"], string>;
  trailEmpty: string;
  trailLoading: string;
  trailError: string;
  retry: string;
}

export const defaultSignInAsLabels: SignInAsLabels = {
  title: (name) => `Sign in as ${name}`,
  intro:
    "Opens the storefront in a new tab, signed in as them, to see what they see. The sign-in lasts up to an hour, " +
    "and every one is kept in the audit trail below with your reason.",
  reason: "Why",
  reasonHint: "For example: they cannot find their set list. The customer does not see this.",
  reasonMissing: "Say why you are signing in as them: the audit trail keeps it.",
  submit: (name) => `Sign in as ${name}`,
  submitting: "Signing in…",
  opened: (name) => `The storefront is open in a new tab, signed in as ${name}.`,
  blocked: "The browser did not open a new tab.",
  openLink: (name) => `Open the storefront as ${name}`,
  failed: "The sign-in could not be made. Try again.",
  trail: "Audit trail",
  when: "When",
  staff: "Who",
  why: "Why",
  result: "Result",
  outcomes: { signedIn: "Signed in", failed: "Failed", unfinished: "Not finished" },
  trailEmpty: "No one has signed in as this customer.",
  trailLoading: "Loading the audit trail…",
  trailError: "The audit trail could not be loaded.",
  retry: "Try again",
};

export interface SignInAsProps {
  customerName: string;
  /** Makes the sign-in (recording it) and resolves with the storefront address that uses it; throws with a message. */
  onStart: (reason: string) => Promise<string>;
  trail: AuditTrailState;
  settings: { locale: string };
  timeZone: string;
  labels?: Partial<SignInAsLabels>;
}

type Outcome = { kind: "opened" } | { kind: "blocked"; href: string } | null;

export function SignInAs({ customerName, onStart, trail, settings, timeZone, labels: given = {} }: SignInAsProps) {
  const labels = { ...defaultSignInAsLabels, ...given };
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const reasonRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const titleId = useId();
  const trailId = useId();
  const when = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });

  const start = async () => {
    if (busy) return;
    const why = reason.trim();
    if (!why) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    setOutcome(null);
    // Opened now, while the press still counts as the user's; it gets its address when the server answers.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    try {
      const href = await onStart(why);
      if (tab && !tab.closed) {
        tab.location.href = href;
        setOutcome({ kind: "opened" });
      } else {
        setOutcome({ kind: "blocked", href });
      }
      setReason("");
    } catch (failure) {
      tab?.close();
      setError(messageOf(failure, labels.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.signInAs} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title(customerName)}
      </h2>
      <p className={styles.muted}>{labels.intro}</p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <TextField
          label={labels.reason}
          name="reason"
          ref={reasonRef}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
          hint={labels.reasonHint}
          error={missing ? labels.reasonMissing : undefined}
          required
          maxLength={limits.staff.impersonationReason}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <SubmitButton busy={busy} busyLabel={labels.submitting}>
          {labels.submit(customerName)}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {outcome?.kind === "opened" && <p role="status">{labels.opened(customerName)}</p>}
        {outcome?.kind === "blocked" && (
          <p role="status">
            {labels.blocked}{" "}
            <a href={outcome.href} target="_blank" rel="noopener noreferrer">
              {labels.openLink(customerName)}
            </a>
          </p>
        )}
      </div>

      <h3 id={trailId} className={styles.trailTitle}>
        {labels.trail}
      </h3>
      {trail.status === "loading" && (
        <p role="status" aria-busy="true" className={styles.muted}>
          {labels.trailLoading}
        </p>
      )}
      {trail.status === "error" && (
        <LoadError message={labels.trailError} onRetry={trail.onRetry} retryLabel={labels.retry} />
      )}
      {trail.status === "ready" && trail.entries.length === 0 && <p className={styles.muted}>{labels.trailEmpty}</p>}
      {trail.status === "ready" && trail.entries.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table} aria-labelledby={trailId}>
            <thead>
              <tr>
                <th scope="col">{labels.when}</th>
                <th scope="col">{labels.staff}</th>
                <th scope="col">{labels.why}</th>
                <th scope="col">{labels.result}</th>
              </tr>
            </thead>
            <tbody>
              {trail.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{when.format(new Date(entry.at))}</td>
                  <td>{entry.staff}</td>
                  <td>{entry.reason}</td>
                  <td>
                    {labels.outcomes[entry.outcome]}
                    {entry.error && <span className={styles.muted}>: {entry.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
