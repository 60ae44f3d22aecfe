// What an order needs before it leaves the dock, on staff's order page: the kit's checklist (the same list the
// server's gate and the customer's page compute), live, with a way to the customer's paperwork for what is missing.
// When staff mark it out with something still needed, the page asks here for the reason to release it anyway (required,
// kept in the audit trail); the server refuses without one, and says what is missing.
import { useState } from "react";
import { type ChecklistItem, limits } from "@backlot/domain";
import { NoteForm } from "@backlot/ui/NoteForm";
import { LoadError } from "@backlot/ui/LoadError";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { ReleaseChecklist } from "@backlot/ui/ReleaseChecklist";
import styles from "./ReleaseGate.module.css";

export type ReleaseGateState =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  | { status: "ready"; items: readonly ChecklistItem[] };

export interface ReleaseGateLabels {
  loading: string;
  error: string;
  retry: string;
  /** The link under a missing paper (not under the agreement, which the customer signs on their order page). */
  paperwork: string;
  overrideTitle: (reference: string, missing: number) => string;
  reason: string;
  reasonHint: string;
  reasonMissing: string;
  release: string;
  keep: string;
}

export const defaultReleaseGateLabels: ReleaseGateLabels = {
  loading: "Checking what is on file for this order…",
  error: "What is on file for this order could not be loaded. The server still checks it when the order goes out.",
  retry: "Try again",
  paperwork: "Review their paperwork",
  overrideTitle: (reference, missing) =>
    `Release ${reference} without ${missing === 1 ? "the 1 thing" : `the ${missing.toString()} things`} still needed?`,
  reason: "Why it goes out without them",
  reasonHint: "Kept in the audit trail with what was missing. The customer does not see it.",
  reasonMissing: "Give the reason to release it: the audit trail keeps it with what was missing.",
  release: "Release without them",
  keep: "Wait for the papers",
};

export interface ReleaseGateProps {
  state: ReleaseGateState;
  /** "O-8K2M4PQ7". */
  reference: string;
  /** The customer's page, where their papers are reviewed. */
  paperworkHref: string;
  /** Present while the page asks for the reason to release the order without what is missing. */
  override?: { onRelease: (reason: string) => void; onKeep: () => void } | undefined;
  LinkComponent?: LinkComponent;
  labels?: Partial<ReleaseGateLabels>;
}

const papers = new Set(["insurance", "taxExemption", "payment"]);

export function ReleaseGate({
  state,
  reference,
  paperworkHref,
  override,
  LinkComponent = PlainLink,
  labels: given = {},
}: ReleaseGateProps) {
  const labels = { ...defaultReleaseGateLabels, ...given };
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (state.status === "loading")
    return (
      <p role="status" aria-busy="true" className={styles.muted}>
        {labels.loading}
      </p>
    );
  if (state.status === "error")
    return <LoadError message={labels.error} onRetry={state.onRetry} retryLabel={labels.retry} />;
  // A prop house that requires nothing has no checklist.
  if (state.items.length === 0) return null;
  const missing = state.items.filter((item) => !item.met).length;
  return (
    <div className={styles.gate}>
      <ReleaseChecklist
        items={state.items}
        headingLevel={2}
        action={(item) =>
          papers.has(item.requirement) ? <LinkComponent href={paperworkHref}>{labels.paperwork}</LinkComponent> : null
        }
      />
      {override && (
        <NoteForm
          title={labels.overrideTitle(reference, missing)}
          label={labels.reason}
          hint={labels.reasonHint}
          maxLength={limits.paperwork.reason}
          note={reason}
          onNoteChange={setReason}
          confirm={labels.release}
          confirming={labels.release}
          keep={labels.keep}
          busy={false}
          error={error}
          onConfirm={() => {
            const why = reason.trim();
            if (!why) {
              setError(labels.reasonMissing);
              return;
            }
            setError(null);
            setReason("");
            override.onRelease(why);
          }}
          onKeep={() => {
            setError(null);
            override.onKeep();
          }}
        />
      )}
    </div>
  );
}
