// What stands in the way of a quote's or an order's props for its dates, for staff: each line short
// of stock, how many are free, and which orders and holds take the rest. Confirming an order with
// conflicts is refused by the server; this says why before anyone presses the button.
import { shortfallWords } from "@backlot/domain/availability";
import type { CalendarDate } from "@backlot/domain/calendar-date";
import { LoadError } from "@backlot/ui/LoadError";
import styles from "./BookingConflicts.module.css";

/** A line short for the dates, as @backlot/domain's shortfalls gives it. */
export interface ConflictLine {
  propId: string;
  wanted: number;
  stock: number;
  available: number;
  bookedUntil: CalendarDate | null;
  /** The orders and holds that take the stock ("order O-8JD2KQ0A", "hold by Dana Reyes"). */
  conflicts: readonly string[];
}

export interface BookingConflictsLabels {
  title: string;
  none: string;
  checking: string;
  failed: string;
  retry: string;
  /** "2 wanted, only 1 free", "1 wanted, booked until Mar 14". */
  short: (line: ConflictLine, locale: string) => string;
  takenBy: string;
}

export const defaultBookingConflictsLabels: BookingConflictsLabels = {
  title: "Conflicts for these dates",
  none: "No conflicts: every prop is free for these dates.",
  checking: "Checking the props' bookings…",
  failed: "The props' bookings could not be read.",
  retry: "Try again",
  short: shortfallWords,
  takenBy: "Taken by",
};

export interface BookingConflictsProps {
  state: readonly ConflictLine[] | "loading" | "error";
  /** A prop's name for its id. */
  nameOf: (propId: string) => string;
  locale: string;
  onRetry?: () => void;
  labels?: Partial<BookingConflictsLabels>;
}

export function BookingConflicts({ state, nameOf, locale, onRetry, labels: given = {} }: BookingConflictsProps) {
  const labels = { ...defaultBookingConflictsLabels, ...given };
  if (state === "loading") return <p role="status">{labels.checking}</p>;
  if (state === "error") return <LoadError message={labels.failed} onRetry={onRetry} retryLabel={labels.retry} />;
  if (state.length === 0) return <p className={styles.clear}>{labels.none}</p>;
  return (
    <section className={styles.conflicts} aria-labelledby="booking-conflicts-title">
      <h2 id="booking-conflicts-title" className={styles.title}>
        {labels.title}
      </h2>
      <ul className={styles.list}>
        {state.map((line) => (
          <li key={line.propId}>
            <span className={styles.name}>
              {nameOf(line.propId)} <span className={styles.id}>({line.propId})</span>
            </span>
            : {labels.short(line, locale)}
            {line.conflicts.length > 0 && (
              <span className={styles.taken}>
                {" "}
                · {labels.takenBy} {line.conflicts.join(", ")}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
