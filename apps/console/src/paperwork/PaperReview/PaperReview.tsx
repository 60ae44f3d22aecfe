// Staff's review of one paper that awaits it, under its card: Accept, or Reject with a reason the customer reads
// (asked in place, required). Nothing changes here before the server answers: the live paper then leaves the queue or
// shows its new state, and a refusal ("Paper … is "accepted" already") is shown as the server gave it.
import { useRef, useState } from "react";
import { limits } from "@backlot/domain";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { NoteForm } from "@backlot/ui/NoteForm";
import buttons from "@backlot/ui/button.module.css";
import styles from "./PaperReview.module.css";

export type ReviewDecision = "accept" | "reject";

export interface PaperReviewLabels {
  group: string;
  accept: string;
  accepting: string;
  reject: string;
  /** "Reject this certificate of insurance?" */
  rejectTitle: (paper: string) => string;
  reason: string;
  reasonHint: string;
  reasonMissing: string;
  confirmReject: string;
  rejecting: string;
  keep: string;
  failed: string;
}

export const defaultPaperReviewLabels: PaperReviewLabels = {
  group: "Review",
  accept: "Accept",
  accepting: "Accepting…",
  reject: "Reject",
  rejectTitle: (paper) => `Reject this ${paper.toLowerCase()}?`,
  reason: "Why, for the customer",
  reasonHint: "They read it on their paperwork page and can send another: say what to fix.",
  reasonMissing: "Say why it is rejected: the customer reads it to send the right paper.",
  confirmReject: "Reject it",
  rejecting: "Rejecting…",
  keep: "Keep it for review",
  failed: "The review could not be saved. Try again.",
};

export interface PaperReviewProps {
  /** What the paper is ("Certificate of insurance"), for the rejection's question. */
  paperName: string;
  /** Sends the decision (the reason trimmed, "" to accept); resolve once the server answered, throw its refusal. */
  onReview: (decision: ReviewDecision, reason: string) => Promise<void>;
  labels?: Partial<PaperReviewLabels>;
}

export function PaperReview({ paperName, onReview, labels: given = {} }: PaperReviewProps) {
  const labels = { ...defaultPaperReviewLabels, ...given };
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState<ReviewDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);

  const send = async (decision: ReviewDecision) => {
    if (busy) return;
    const why = decision === "reject" ? reason.trim() : "";
    if (decision === "reject" && !why) {
      setError(labels.reasonMissing);
      return;
    }
    setBusy(decision);
    setError(null);
    try {
      await onReview(decision, why);
      setRejecting(false);
      setReason("");
    } catch (failure) {
      setError(messageOf(failure, labels.failed));
    } finally {
      setBusy(null);
    }
  };

  if (rejecting)
    return (
      <NoteForm
        title={labels.rejectTitle(paperName)}
        label={labels.reason}
        hint={labels.reasonHint}
        maxLength={limits.paperwork.reason}
        note={reason}
        onNoteChange={setReason}
        confirm={labels.confirmReject}
        confirming={labels.rejecting}
        keep={labels.keep}
        busy={busy === "reject"}
        error={error}
        onConfirm={() => void send("reject")}
        onKeep={() => {
          setRejecting(false);
          setError(null);
          requestAnimationFrame(() => rejectRef.current?.focus());
        }}
      />
    );
  return (
    <div className={styles.review} role="group" aria-label={labels.group}>
      {error && <FormAlert>{error}</FormAlert>}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.button}
          data-variant="primary"
          aria-busy={busy === "accept"}
          aria-disabled={busy !== null || undefined}
          onClick={() => void send("accept")}
        >
          {busy === "accept" ? labels.accepting : labels.accept}
        </button>
        <button
          ref={rejectRef}
          type="button"
          className={buttons.button}
          data-tone="danger"
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy) return;
            setError(null);
            setRejecting(true);
          }}
        >
          {labels.reject}
        </button>
      </div>
    </div>
  );
}
