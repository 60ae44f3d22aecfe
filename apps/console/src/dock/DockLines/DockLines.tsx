// An order's lines at the dock, walked in the pull sheet's order (a group per location), each with a tick for its
// pieces: a checkbox for "all of them", and for a line of several a count to step up or down, piece by piece. The
// same list serves pulling from the shelves and checking out onto the truck (labels say which), so both read alike.
// A tick shows at once and is sent; when the server refuses it, the line goes back to what the order says and tells
// why. Made for a tablet as much as a desk: every target is 44 px.
import { useId, useRef, useState } from "react";
import { groupByLocation, pullProgress, pullProgressLabel } from "@backlot/domain";
import buttons from "@backlot/ui/button.module.css";
import styles from "./DockLines.module.css";

/** One line of the order, as the list shows it. */
export interface DockLine {
  /** The line's key ("BPH-1" or "BPH-1/walnut"). */
  key: string;
  /** As the server named it, variant and all: "Bentwood chair (Walnut)". */
  name: string;
  itemNumber: string;
  quantity: number;
  /** Pieces done (pulled, or scanned out). */
  done: number;
  /** The fewest it may be ticked down to (pieces a driver already signed for); 0 unless said. */
  minimum?: number;
  /** Where it is shelved; absent when the house has not recorded it. */
  location?: string | undefined;
}

export interface DockLinesLabels {
  title: string;
  /** "Pulled 12 of 15". */
  progress: (done: number, total: number) => string;
  allDone: (name: string) => string;
  fewer: (name: string) => string;
  more: (name: string) => string;
  count: (done: number, quantity: number) => string;
  locked: string;
  failed: (name: string, why: string) => string;
  saving: string;
}

/** The list as the order page shows it for pulling. */
export const pullingLabels: DockLinesLabels = {
  title: "Pulling",
  progress: (pulled, total) => pullProgressLabel({ pulled, total, done: pulled === total }),
  allDone: (name) => `All of ${name} pulled`,
  fewer: (name) => `One fewer ${name} pulled`,
  more: (name) => `One more ${name} pulled`,
  count: (done, quantity) => `${done} of ${quantity}`,
  locked: "The order has gone out: what left is the check-out's to say.",
  failed: (name, why) => `${name} was not ticked: ${why}`,
  saving: "Saving the ticks…",
};

export interface DockLinesProps {
  lines: readonly DockLine[];
  /** Ticks `done` pieces of line `key`; rejects with the server's reason. */
  onTick: (key: string, done: number) => Promise<void>;
  /** False when nothing may change (an order gone out, for pulling): the list shows the counts, without ticks. */
  editable: boolean;
  labels?: Partial<DockLinesLabels>;
}

export function DockLines({ lines, onTick, editable, labels: given = {} }: DockLinesProps) {
  const labels = { ...pullingLabels, ...given };
  const titleId = useId();
  // A tick on its way to the server, shown until the order's own count catches up (or the server refuses it).
  const [pending, setPending] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const doneOf = (line: DockLine) => pending[line.key] ?? line.done;

  // One call at a time per line, the latest count last: taps faster than the server answers must not land out of
  // order (each call sets a count, so the last to arrive would win). What was tapped meanwhile waits, and only the
  // newest of it is sent.
  const lineQueues = useRef(new Map<string, { sending: boolean; next: number | null }>());
  const send = (line: DockLine, done: number) => {
    const queue = lineQueues.current.get(line.key) ?? { sending: false, next: null };
    lineQueues.current.set(line.key, queue);
    if (queue.sending) {
      queue.next = done;
      return;
    }
    queue.sending = true;
    onTick(line.key, done)
      .catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        setErrors((now) => ({ ...now, [line.key]: labels.failed(line.name, why) }));
      })
      .finally(() => {
        queue.sending = false;
        const next = queue.next;
        queue.next = null;
        if (next !== null && next !== done) return send(line, next);
        // The line's last tick is answered: the order's own count shows again.
        setPending(({ [line.key]: _done, ...rest }) => rest);
      });
  };
  const tick = (line: DockLine, done: number) => {
    setPending((now) => ({ ...now, [line.key]: done }));
    setErrors(({ [line.key]: _cleared, ...rest }) => rest);
    send(line, done);
  };

  // Ticks on their way: said, so nobody leaves the page (or loses the connection) thinking they are kept.
  const saving = Object.keys(pending).length > 0;
  const progress = pullProgress({
    lines: lines.map((line) => ({ propId: line.key, quantity: line.quantity, note: "" })),
    pulled: Object.fromEntries(lines.map((line) => [line.key, doneOf(line)])),
  });
  return (
    <section className={styles.pull} aria-labelledby={titleId} aria-busy={saving}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.progress} role="status" data-done={progress.done}>
        {labels.progress(progress.pulled, progress.total)}
      </p>
      {saving && <p className={styles.muted}>{labels.saving}</p>}
      {!editable && <p className={styles.muted}>{labels.locked}</p>}
      {groupByLocation(lines).map((group) => (
        <section key={group.heading} aria-label={group.heading} className={styles.group}>
          <h3 className={styles.location}>{group.heading}</h3>
          <ul className={styles.lines}>
            {group.lines.map((line) => {
              const done = doneOf(line);
              const all = done >= line.quantity;
              const least = line.minimum ?? 0;
              return (
                <li key={line.key} className={styles.line} data-done={all}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={all}
                      aria-label={labels.allDone(line.name)}
                      disabled={!editable || (all && least >= line.quantity)}
                      onChange={() => tick(line, all ? least : line.quantity)}
                    />
                    <span>
                      <strong>{line.name}</strong> <span className={styles.muted}>{line.itemNumber}</span>
                    </span>
                  </label>
                  <span className={styles.count}>
                    {editable && line.quantity > 1 && (
                      <button
                        type="button"
                        className={buttons.button}
                        aria-label={labels.fewer(line.name)}
                        disabled={done <= least}
                        onClick={() => tick(line, done - 1)}
                      >
                        −
                      </button>
                    )}
                    <span>{labels.count(done, line.quantity)}</span>
                    {editable && line.quantity > 1 && (
                      <button
                        type="button"
                        className={buttons.button}
                        aria-label={labels.more(line.name)}
                        disabled={all}
                        onClick={() => tick(line, done + 1)}
                      >
                        +
                      </button>
                    )}
                  </span>
                  {errors[line.key] && (
                    <p role="alert" className={styles.error}>
                      {errors[line.key]}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
