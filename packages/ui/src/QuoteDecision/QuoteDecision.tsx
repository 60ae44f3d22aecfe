// A customer's answer to a priced quote: "Accept and order" or "Decline", with a reason if they
// like (asked for in place, so nothing is lost by a slip of the mouse). Each waits for the app's
// promise: busy while it runs, the app's message if it fails (the choice can be made again), and
// nothing more once it is done: the app then shows the quote's new status.
import { useRef, useState } from "react";
import { limits } from "@backlot/domain";
import { FormAlert, messageOf } from "../internal/form/index.js";
import { NoteForm } from "../NoteForm/index.js";
import buttons from "../internal/button.module.css";
import styles from "./QuoteDecision.module.css";

export interface QuoteDecisionLabels {
  accept: string;
  accepting: string;
  decline: string;
  declineTitle: string;
  reason: string;
  reasonHint: string;
  confirmDecline: string;
  declining: string;
  keep: string;
  failed: string;
}

export const defaultQuoteDecisionLabels: QuoteDecisionLabels = {
  accept: "Accept and order",
  accepting: "Placing the order…",
  decline: "Decline",
  declineTitle: "Decline this quote?",
  reason: "Why (optional)",
  reasonHint: "The prop house sees it, and may come back with another price.",
  confirmDecline: "Decline the quote",
  declining: "Declining…",
  keep: "Keep the quote",
  failed: "That did not go through. Try again.",
};

export interface QuoteDecisionProps {
  /** Places the order at the quoted price; resolve once done, throw (with a message to show) on failure. */
  onAccept: () => Promise<void>;
  onDecline: (reason: string) => Promise<void>;
  labels?: Partial<QuoteDecisionLabels>;
}

type Busy = "accepting" | "declining" | null;

export function QuoteDecision({ onAccept, onDecline, labels: given = {} }: QuoteDecisionProps) {
  const labels = { ...defaultQuoteDecisionLabels, ...given };
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const declineRef = useRef<HTMLButtonElement>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure, labels.failed));
    } finally {
      setBusy(null);
    }
  };

  const closeDecline = () => {
    setDeclining(false);
    setError(null);
    // Back to the button that opened it, as the form that had focus is gone.
    requestAnimationFrame(() => declineRef.current?.focus());
  };

  if (declining) {
    return (
      <NoteForm
        title={labels.declineTitle}
        label={labels.reason}
        hint={labels.reasonHint}
        maxLength={limits.quote.declineReason}
        note={reason}
        onNoteChange={setReason}
        confirm={labels.confirmDecline}
        confirming={labels.declining}
        keep={labels.keep}
        busy={busy === "declining"}
        error={error}
        onConfirm={() => void run("declining", () => onDecline(reason.trim()))}
        onKeep={closeDecline}
      />
    );
  }

  return (
    <div className={styles.choice}>
      {error && <FormAlert>{error}</FormAlert>}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.button}
          data-variant="primary"
          aria-busy={busy === "accepting"}
          aria-disabled={busy !== null || undefined}
          onClick={() => void run("accepting", onAccept)}
        >
          {busy === "accepting" ? labels.accepting : labels.accept}
        </button>
        <button
          ref={declineRef}
          type="button"
          className={buttons.button}
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy) return;
            setError(null);
            setDeclining(true);
          }}
        >
          {labels.decline}
        </button>
      </div>
    </div>
  );
}
