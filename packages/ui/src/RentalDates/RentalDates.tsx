// The customer's rental dates (a pick-up and a return day at the prop house), which the storefront
// checks availability and holds against. Checked on "Apply dates" by the rental dates contract
// (@backlot/data/quote), each problem shown at its field; nothing is sent until both are right,
// and nothing typed is lost when saving fails. The app owns the dates: when they change elsewhere
// (another tab, a set list's dates) the fields follow.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { rentalDatesProblems } from "@backlot/domain/rental-dates";
import {
  DateField,
  FormAlert,
  type RentalDateMessages,
  SubmitButton,
  defaultRentalDateMessages,
  earliestReturn,
  messageOf,
  rentalDateMessage,
} from "../internal/form/index.js";
import buttons from "../internal/button.module.css";
import styles from "./RentalDates.module.css";

/** "YYYY-MM-DD" days at the prop house; both "" when none are chosen. */
export interface RentalDatesValue {
  pickUpDate: string;
  returnDate: string;
}

export interface RentalDatesLabels extends RentalDateMessages {
  legend: string;
  pickUp: string;
  return: string;
  apply: string;
  applying: string;
  clear: string;
  clearing: string;
  /** The alert when a failed save carries no message of its own. */
  failed: string;
}

export const defaultRentalDatesLabels: RentalDatesLabels = {
  ...defaultRentalDateMessages,
  legend: "Your rental dates",
  pickUp: "Pick-up",
  return: "Return",
  apply: "Apply dates",
  applying: "Saving…",
  clear: "Clear dates",
  clearing: "Clearing…",
  failed: "Your dates could not be saved. Check your connection and try again.",
};

export interface RentalDatesProps extends RentalDatesValue {
  /** Today at the prop house ("YYYY-MM-DD"): the earliest pick-up; "" while not known yet (a prerendered page). */
  today: string;
  /** Saves the dates (both "" to clear them); may return a promise, and throw with a message to show. */
  onChange: (dates: RentalDatesValue) => void | Promise<void>;
  /** A line under the legend ("Prices and availability are for these dates."). */
  description?: string;
  labels?: Partial<RentalDatesLabels>;
}

type Field = keyof RentalDatesValue;
type FieldErrors = Partial<Record<Field, string>>;
type Status = { kind: "editing" } | { kind: "saving"; clearing: boolean } | { kind: "failed"; error: unknown };

const noDates: RentalDatesValue = { pickUpDate: "", returnDate: "" };

function check(dates: RentalDatesValue, today: string, labels: RentalDatesLabels): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of rentalDatesProblems(dates.pickUpDate, dates.returnDate, { today })) {
    const field = problem.field as Field;
    const name = field === "pickUpDate" ? labels.pickUp : labels.return;
    errors[field] ??= rentalDateMessage(problem, labels) ?? `${name} ${problem.message}.`;
  }
  return errors;
}

export function RentalDates({
  pickUpDate,
  returnDate,
  today,
  onChange,
  description,
  labels: given = {},
}: RentalDatesProps) {
  const labels = { ...defaultRentalDatesLabels, ...given };
  const descriptionId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const pickUpRef = useRef<HTMLInputElement>(null);
  // The dates the draft was started from, to notice when the app's dates change.
  const [saved, setSaved] = useState<RentalDatesValue>({ pickUpDate, returnDate });
  const [draft, setDraft] = useState<RentalDatesValue>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const [focusRequest, setFocusRequest] = useState(0);
  // A ref as well as the status: a second Enter can arrive before React re-renders.
  const pending = useRef(false);

  // Changed elsewhere (another tab, or this form's own save coming back): the fields show the new
  // dates, and an old failure no longer describes them.
  if (saved.pickUpDate !== pickUpDate || saved.returnDate !== returnDate) {
    setSaved({ pickUpDate, returnDate });
    setDraft({ pickUpDate, returnDate });
    setErrors({});
    if (status.kind === "failed") setStatus({ kind: "editing" });
  }

  // After the errors are on screen, so the field is read out with its message.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const edit = (field: Field, value: string) => {
    const next = { ...draft, [field]: value };
    // From the latest draft, not this render's: two fields changed before React renders again both stay.
    setDraft((latest) => ({ ...latest, [field]: value }));
    // Only messages already shown are re-checked, so typing never raises a new one.
    setErrors((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const now = check(next, today, labels);
      const kept: FieldErrors = {};
      for (const field of Object.keys(shown) as Field[]) if (now[field]) kept[field] = now[field];
      return kept;
    });
  };

  const save = async (dates: RentalDatesValue, clearing: boolean) => {
    pending.current = true;
    setStatus({ kind: "saving", clearing });
    try {
      await onChange(dates);
      setStatus({ kind: "editing" });
      // The clear button goes once the dates are cleared: the cursor waits in the first field.
      if (clearing) pickUpRef.current?.focus();
    } catch (error) {
      setStatus({ kind: "failed", error });
    } finally {
      pending.current = false;
    }
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const found = check(draft, today, labels);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: "editing" });
      setFocusRequest((count) => count + 1);
      return;
    }
    void save(draft, false);
  };

  const clear = () => {
    if (pending.current) return;
    setErrors({});
    void save(noDates, true);
  };

  const busy = status.kind === "saving";
  const hasDates = pickUpDate !== "" || returnDate !== "";
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={apply}>
      <fieldset className={styles.fieldset} aria-describedby={description ? descriptionId : undefined}>
        <legend className={styles.legend}>{labels.legend}</legend>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <div className={styles.row}>
          <DateField
            ref={pickUpRef}
            label={labels.pickUp}
            name="pickUpDate"
            value={draft.pickUpDate}
            onChange={(value) => edit("pickUpDate", value)}
            error={errors.pickUpDate}
            min={today || undefined}
            required
          />
          <DateField
            label={labels.return}
            name="returnDate"
            value={draft.returnDate}
            onChange={(value) => edit("returnDate", value)}
            error={errors.returnDate}
            min={earliestReturn(draft.pickUpDate, today) || undefined}
            required
          />
          <div className={styles.actions}>
            <SubmitButton busy={busy && !status.clearing} busyLabel={labels.applying} disabled={busy}>
              {labels.apply}
            </SubmitButton>
            {hasDates && (
              <button
                type="button"
                className={buttons.button}
                aria-busy={(busy && status.clearing) || undefined}
                aria-disabled={busy || undefined}
                onClick={clear}
              >
                {busy && status.clearing ? labels.clearing : labels.clear}
              </button>
            )}
          </div>
        </div>
        {status.kind === "failed" && <FormAlert>{messageOf(status.error, labels.failed)}</FormAlert>}
      </fieldset>
    </form>
  );
}
