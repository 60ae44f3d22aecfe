// During the rental, props to add to an order (addToOrder), on the console's order page and the customer's: the app's
// own way of finding them (`picker`: the console's catalogue search, the customer's favourites and item numbers) puts
// each on a list, where its quantity is set or it is taken off; the list is checked as the server checks it
// (@backlot/domain's addedLineProblems) and sent. The server's answer, the estimate's new total, or its refusal (a
// prop not free, hidden or unknown; a quantity past the most) shows beside the line it names or above the button.
import { type AddedLineInput, addedLineProblems, formatMoney, withVariant } from "@backlot/domain";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import type { OrderChangeAnswer } from "../ExtendRentalForm/ExtendRentalForm.js";
import { VisuallyHidden } from "../VisuallyHidden/index.js";
import buttons from "../internal/button.module.css";
import { type NewChangeId, useChangeId } from "../internal/change-id.js";
import { FormAlert, SubmitButton, TextField, messageOf } from "../internal/form/index.js";
import { type AddPropsLabels, defaultAddPropsLabels } from "./labels.js";
import styles from "./AddPropsForm.module.css";

/** A prop found to add: its item number, the variant chosen (absent for the prop itself), and its name in it. */
export interface PickedProp {
  propId: string;
  variantId?: string | undefined;
  name: string;
}

export interface AddPropsFormProps {
  settings: { locale: string };
  /** How props are found; `add` puts one on the list. */
  picker: (add: (prop: PickedProp) => void) => ReactNode;
  /** Sends the lines under `changeId` (the same for a retry); resolves with the answer, throws to show why not. */
  onAdd: (change: { lines: AddedLineInput[]; changeId: string }) => Promise<OrderChangeAnswer>;
  /** A new id for a change (the app's document store's newId). */
  newChangeId: NewChangeId;
  headingLevel?: 2 | 3;
  labels?: Partial<AddPropsLabels>;
}

interface Row extends PickedProp {
  key: number;
  /** As typed: a half-typed number is not corrected. */
  quantity: string;
}

type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "done"; answer: OrderChangeAnswer };

const lineOf = (row: Row): AddedLineInput => ({
  propId: row.propId,
  ...withVariant(row),
  quantity: /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity) : Number.NaN,
});

/** Field problems ("lines.2.quantity") on the rows they name, by key, in the labels' words; and the whole list's. */
function problemsByRow(rows: readonly Row[], fieldErrors: Record<string, string>, labels: AddPropsLabels) {
  const byRow = new Map<number, string>();
  let list: string | undefined;
  for (const [field, message] of Object.entries(fieldErrors)) {
    const [, index, part = ""] = /^lines\.(\d+)\.(\w+)$/.exec(field) ?? [];
    const row = index === undefined ? undefined : rows[Number(index)];
    if (!row) list ??= message;
    else if (!byRow.has(row.key)) byRow.set(row.key, labels.lineProblem(part, message));
  }
  return { byRow, list };
}

let nextKey = 0;

export function AddPropsForm({
  settings,
  picker,
  onAdd,
  newChangeId,
  headingLevel = 2,
  labels: given = {},
}: AddPropsFormProps) {
  const labels = { ...defaultAddPropsLabels, ...given };
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [notice, setNotice] = useState("");
  const [errors, setErrors] = useState<{ byRow: Map<number, string>; list: string | undefined }>({
    byRow: new Map(),
    list: undefined,
  });
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const inputs = useRef(new Map<number, HTMLInputElement | HTMLTextAreaElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changeId = useChangeId(newChangeId);

  const add = (prop: PickedProp) => {
    const same = rows.find((row) => row.propId === prop.propId && (row.variantId ?? "") === (prop.variantId ?? ""));
    if (same) {
      setNotice(labels.alreadyListed(same.name));
      inputs.current.get(same.key)?.focus();
      return;
    }
    setRows((current) => [...current, { ...prop, key: nextKey++, quantity: "1" }]);
    setNotice(labels.listed(prop.name));
    setStatus({ kind: "editing" });
  };

  const remove = (row: Row) => {
    const index = rows.indexOf(row);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    setRows((current) => current.filter((each) => each.key !== row.key));
    setNotice(labels.removed(row.name));
    if (neighbour) inputs.current.get(neighbour.key)?.focus();
    else headingRef.current?.focus();
  };

  const showProblems = (fieldErrors: Record<string, string>) => {
    const found = problemsByRow(rows, fieldErrors, labels);
    setErrors(found);
    const first = rows.find((row) => found.byRow.has(row.key));
    if (first) inputs.current.get(first.key)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    if (rows.length === 0) {
      setErrors({ byRow: new Map(), list: labels.noLines });
      return;
    }
    const lines = rows.map(lineOf);
    const problems = addedLineProblems(lines);
    if (problems.length) {
      showProblems(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
      return;
    }
    setErrors({ byRow: new Map(), list: undefined });
    setStatus({ kind: "sending" });
    try {
      const answer = await onAdd({ lines, changeId: await changeId.idFor(JSON.stringify(lines)) });
      changeId.done();
      setRows([]);
      setNotice("");
      setStatus({ kind: "done", answer });
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      if (Object.keys(fieldErrors).length) showProblems(fieldErrors);
      setStatus({ kind: "failed", message: messageOf(error, labels.failed) });
    }
  }

  return (
    <section className={styles.add} aria-labelledby={titleId}>
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {labels.title}
      </Heading>
      <p className={styles.muted}>{labels.intro}</p>
      {picker(add)}
      <p role="status" className={styles.muted}>
        {notice}
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        {rows.length === 0 ? (
          <p className={styles.muted}>{labels.empty}</p>
        ) : (
          <ul className={styles.lines} aria-label={labels.listTitle}>
            {rows.map((row) => (
              <li key={row.key} className={styles.line} aria-label={row.name}>
                <span className={styles.name}>
                  {row.name} <span className={styles.muted}>{row.propId}</span>
                </span>
                <TextField
                  ref={(element) => {
                    if (element) inputs.current.set(row.key, element);
                    else inputs.current.delete(row.key);
                  }}
                  className={styles.quantity}
                  label={
                    <>
                      {labels.quantity} <VisuallyHidden>{labels.quantityOf(row.name)}</VisuallyHidden>
                    </>
                  }
                  name={`quantity-${row.key.toString()}`}
                  inputMode="numeric"
                  value={row.quantity}
                  error={errors.byRow.get(row.key)}
                  onChange={(quantity) => {
                    setRows((current) => current.map((each) => (each.key === row.key ? { ...each, quantity } : each)));
                    setErrors((shown) => {
                      if (!shown.byRow.has(row.key)) return shown;
                      const byRow = new Map(shown.byRow);
                      byRow.delete(row.key);
                      return { ...shown, byRow };
                    });
                  }}
                />
                <button type="button" className={buttons.button} onClick={() => remove(row)}>
                  {labels.remove(row.name)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.list && <p className={styles.error}>{errors.list}</p>}
        {status.kind === "failed" && <FormAlert>{status.message}</FormAlert>}
        {status.kind === "done" && (
          <FormAlert tone="success">
            {labels.done(
              formatMoney(status.answer.estimate.subtotal, status.answer.estimate.currency, settings.locale),
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
