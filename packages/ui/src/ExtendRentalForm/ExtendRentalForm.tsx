// During the rental, a later return date for an order (extendOrder), on the console's order page and the customer's:
// the current return date, a date field bounded by the prop house's today and horizon, checked as the server checks it
// (@backlot/domain's extensionProblems), and then the server's answer: the new date and the estimate's new total, or
// its refusal (props not free to that day, in words for whoever asks) beside the field or above the button.
import {
  type RentalEstimate,
  addDays,
  extensionProblems,
  formatCalendarDate,
  formatMoney,
  isCalendarDate,
} from "@backlot/domain";
import { type FormEvent, useId, useRef, useState } from "react";
import { type NewChangeId, useChangeId } from "../internal/change-id.js";
import { DateField, FormAlert, SubmitButton, messageOf } from "../internal/form/index.js";
import { type ExtendRentalLabels, defaultExtendRentalLabels } from "./labels.js";
import styles from "./ExtendRentalForm.module.css";

/** What the server answers: the order's return date and estimate after the change. */
export interface OrderChangeAnswer {
  returnDate: string;
  estimate: Pick<RentalEstimate, "subtotal" | "currency" | "weeks">;
}

export interface ExtendRentalFormProps {
  /** The order's dates now ("YYYY-MM-DD" at the prop house). */
  pickUpDate: string;
  returnDate: string;
  /** Today and the last day a rental may reach, at the prop house: the date field's bounds. */
  today: string;
  latest: string;
  settings: { locale: string };
  /** Sends the extension under `changeId` (the same for a retry); resolves with the answer, throws to show why not. */
  onExtend: (change: { returnDate: string; changeId: string }) => Promise<OrderChangeAnswer>;
  /** A new id for a change (the app's document store's newId). */
  newChangeId: NewChangeId;
  headingLevel?: 2 | 3;
  labels?: Partial<ExtendRentalLabels>;
}

/** Where the form is: one state at a time. */
type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "done"; answer: OrderChangeAnswer };

export function ExtendRentalForm({
  pickUpDate,
  returnDate,
  today,
  latest,
  settings,
  onExtend,
  newChangeId,
  headingLevel = 2,
  labels: given = {},
}: ExtendRentalFormProps) {
  const labels = { ...defaultExtendRentalLabels, ...given };
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const fieldRef = useRef<HTMLInputElement>(null);
  const changeId = useChangeId(newChangeId);
  const day = (date: string) => (isCalendarDate(date) ? formatCalendarDate(date, settings.locale) : date);

  // The first day the field offers: the day after the return date, or today for an order overdue.
  const dayAfter = isCalendarDate(returnDate) ? addDays(returnDate, 1) : returnDate;
  const earliest = today > dayAfter ? today : dayAfter;
  const problemOf = (wanted: string) => extensionProblems({ pickUpDate, returnDate }, wanted, { today, latest })[0];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const problem = problemOf(value);
    if (problem) {
      setFieldError(labels.problem(problem.message));
      setStatus({ kind: "editing" });
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setStatus({ kind: "sending" });
    try {
      const answer = await onExtend({ returnDate: value, changeId: await changeId.idFor(value) });
      changeId.done();
      setValue("");
      setStatus({ kind: "done", answer });
    } catch (error) {
      const onField = (error as { fieldErrors?: Record<string, string> }).fieldErrors?.returnDate;
      if (onField) {
        setFieldError(labels.problem(onField));
        setStatus({ kind: "editing" });
        fieldRef.current?.focus();
      } else setStatus({ kind: "failed", message: messageOf(error, labels.failed) });
    }
  }

  return (
    <section className={styles.extend} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {labels.title}
      </Heading>
      <p className={styles.muted}>{labels.dueBack(day(returnDate))}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <DateField
          ref={fieldRef}
          label={labels.returnDate}
          name="returnDate"
          value={value}
          min={earliest}
          max={latest}
          error={fieldError}
          hint={labels.hint}
          required
          onChange={(next) => {
            setValue(next);
            // An error already shown follows the typing; a new one waits for the button.
            if (fieldError) {
              const problem = problemOf(next);
              setFieldError(problem ? labels.problem(problem.message) : undefined);
            }
            if (status.kind !== "sending") setStatus({ kind: "editing" });
          }}
        />
        {status.kind === "failed" && <FormAlert>{status.message}</FormAlert>}
        {status.kind === "done" && (
          <FormAlert tone="success">
            {labels.done(
              day(status.answer.returnDate),
              formatMoney(status.answer.estimate.subtotal, status.answer.estimate.currency, settings.locale),
              status.answer.estimate.weeks,
            )}
          </FormAlert>
        )}
        <div>
          <SubmitButton busy={status.kind === "sending"} busyLabel={labels.submitting}>
            {labels.submit}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
