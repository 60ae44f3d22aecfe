// A quantity from 1 to a most: − and + buttons round a number field that takes typing too. The caller keeps the
// typed text (so a half-typed number is not corrected under the customer's fingers) and decides when a number
// counts: at once for + and −, on Enter or leaving the field for typing.
import type { KeyboardEvent } from "react";
import styles from "./QuantityStepper.module.css";

export interface QuantityStepperLabels {
  /** Seen beside the stepper ("Quantity"). */
  quantity: string;
  /** Heard on the field: with the prop's name where a page has several. */
  quantityOf: string;
  decrease: string;
  increase: string;
}

export interface QuantityStepperProps {
  id: string;
  /** What the field shows (the caller's draft). */
  text: string;
  onText: (text: string) => void;
  /** A whole number within 1..max the customer settled on; the caller rounds and clamps with `settleQuantity`. */
  onSettle: (wanted: number) => void;
  max: number;
  labels: QuantityStepperLabels;
  /** Saving: the field is read-only and the buttons say they are unavailable. */
  busy?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** `wanted` as a quantity from 1 to `max`, or `fallback` when it is not a number. */
export const settleQuantity = (wanted: number, max: number, fallback: number): number =>
  Number.isFinite(wanted) ? Math.min(Math.max(Math.round(wanted), 1), Math.max(max, 1)) : fallback;

export function QuantityStepper({
  id,
  text,
  onText,
  onSettle,
  max,
  labels,
  busy = false,
  invalid = false,
  describedBy,
}: QuantityStepperProps) {
  const current = Number(text);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onSettle(current);
  };
  return (
    <div className={styles.stepper}>
      <label className={styles.label} htmlFor={id}>
        {labels.quantity}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={labels.decrease}
          aria-disabled={current <= 1 || busy}
          onClick={() => current > 1 && !busy && onSettle(current - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          aria-label={labels.quantityOf}
          min={1}
          max={max}
          value={text}
          readOnly={busy}
          aria-invalid={invalid && !busy ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => onSettle(current)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={labels.increase}
          aria-disabled={current >= max || busy}
          onClick={() => current < max && !busy && onSettle(current + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
