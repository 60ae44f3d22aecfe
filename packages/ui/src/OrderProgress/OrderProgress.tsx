// An order's progress: every status it has had, oldest first, with when, who and what they said;
// and, for the prop house's staff, the next steps it can take (confirm, out, returned, cancel),
// each with an optional note for the customer. An extension or an add-on during the rental is a step
// too, titled by what it did ("Rental extended") and saying it in a sentence. It changes nothing
// itself: `onStep` does, and the app's live order shows the new status.
import { type OrderChange, type OrderStatus, limits, orderChangeSummary, orderChangeTitles } from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { useState } from "react";
import buttons from "../internal/button.module.css";
import { FormAlert, TextField, messageOf } from "../internal/form/index.js";
import styles from "./OrderProgress.module.css";

/** One step as shown: its status, when (ISO 8601), who, and the note ("" for none). */
export interface ProgressStep {
  status: OrderStatus;
  at: string;
  byName: string;
  note: string;
  /** An extension or an add-on (the order's status unchanged): shown by what it did, not by the status. */
  change?: OrderChange | undefined;
}

export interface OrderProgressLabels {
  title: string;
  status: (status: OrderStatus) => string;
  /** What an extension or an add-on is called in the list. */
  change: (kind: OrderChange["kind"]) => string;
  by: (name: string) => string;
  noHistory: string;
  nextTitle: string;
  /** The button that takes the order to `status`. */
  step: (status: OrderStatus) => string;
  note: string;
  noteHint: string;
  working: string;
  failed: string;
  finished: string;
}

export const defaultOrderProgressLabels: OrderProgressLabels = {
  title: "Progress",
  status: (status) => orderStatusLabels[status],
  change: (kind) => orderChangeTitles[kind],
  by: (name) => `by ${name}`,
  noHistory: "No steps recorded yet.",
  nextTitle: "Next step",
  step: (status) =>
    ({
      placed: "Mark placed",
      confirmed: "Confirm the order",
      out: "Mark out (picked up or delivered)",
      returned: "Mark returned",
      cancelled: "Cancel the order",
    })[status],
  note: "Note to the customer (optional)",
  noteHint: "Sent with the new status, by email and on their orders page.",
  working: "Saving…",
  failed: "The status could not be changed. Try again.",
  finished: "This order is finished: nothing more to do.",
};

export interface OrderProgressProps {
  history: readonly ProgressStep[];
  settings: { locale: string };
  timeZone: string;
  /** The statuses the order can go to now; with onStep, staff get a button for each. */
  next?: readonly OrderStatus[];
  /** Moves the order on; resolve once done, throw with a message to show on failure. */
  onStep?: (status: OrderStatus, note: string) => Promise<void>;
  headingLevel?: 2 | 3;
  labels?: Partial<OrderProgressLabels>;
}

export function OrderProgress({
  history,
  settings,
  timeZone,
  next = [],
  onStep,
  headingLevel = 2,
  labels: given = {},
}: OrderProgressProps) {
  const labels = { ...defaultOrderProgressLabels, ...given };
  const Heading = `h${headingLevel.toString()}` as "h2";
  const when = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const step = async (status: OrderStatus) => {
    if (!onStep || busy) return;
    setBusy(status);
    setError(null);
    try {
      await onStep(status, note.trim());
      setNote("");
    } catch (failure) {
      setError(messageOf(failure, labels.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.progress} aria-label={labels.title}>
      <Heading className={styles.title}>{labels.title}</Heading>
      {history.length === 0 ? (
        <p>{labels.noHistory}</p>
      ) : (
        <ol className={styles.steps}>
          {history.map((change, index) => (
            <li key={`${change.status}-${index.toString()}`} className={styles.step}>
              <span className={styles.status}>
                {change.change ? labels.change(change.change.kind) : labels.status(change.status)}
              </span>{" "}
              <span className={styles.muted}>
                {when.format(new Date(change.at))}, {labels.by(change.byName)}
              </span>
              {change.change && <p className={styles.note}>{orderChangeSummary(change.change, settings.locale)}</p>}
              {change.note && <p className={styles.note}>{change.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {onStep &&
        (next.length === 0 ? (
          <p className={styles.muted}>{labels.finished}</p>
        ) : (
          <div className={styles.next} role="group" aria-label={labels.nextTitle}>
            <TextField
              label={labels.note}
              name="status-note"
              multiline
              rows={2}
              value={note}
              hint={labels.noteHint}
              onChange={setNote}
              maxLength={limits.staff.statusNote}
            />
            {error && <FormAlert>{error}</FormAlert>}
            <div className={styles.actions}>
              {next.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={buttons.button}
                  data-variant={status === "cancelled" ? undefined : "primary"}
                  data-tone={status === "cancelled" ? "danger" : undefined}
                  aria-busy={busy === status}
                  aria-disabled={busy !== null || undefined}
                  onClick={() => void step(status)}
                >
                  {busy === status ? labels.working : labels.step(status)}
                </button>
              ))}
            </div>
          </div>
        ))}
    </section>
  );
}
