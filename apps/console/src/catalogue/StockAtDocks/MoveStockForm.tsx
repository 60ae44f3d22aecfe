// The form that moves some of a prop's stock from one dock to another: how many, between which docks, and the days it
// leaves and arrives. It checks what it can before sending (the stock at the source, the days); the server
// checks the bookings, and its refusal is shown as it says it, with everything typed kept.
import { type FormEvent, useId, useState } from "react";
import { isCalendarDate } from "@backlot/domain/calendar-date";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import form from "@backlot/ui/form.module.css";
import type { Dock, DockWords } from "./dock-words.js";
import styles from "./StockAtDocks.module.css";

/** What staff asked to move; the caller adds the transfer's id (made once, so a retry moves it once). */
export interface MoveRequest {
  quantity: number;
  from: string;
  to: string;
  /** YYYY-MM-DD, as is `arrives`. */
  leaves: string;
  arrives: string;
}

interface Draft {
  quantity: string;
  from: string;
  to: string;
  leaves: string;
  arrives: string;
}

type Problems = Partial<Record<keyof Draft, string>>;

/** The fields in the order the form shows them: the first with a problem takes the focus. */
const fieldOrder = ["quantity", "from", "to", "leaves", "arrives"] as const satisfies readonly (keyof Draft)[];

type Sending =
  | { status: "editing" }
  | { status: "moving" }
  | { status: "moved"; message: string }
  | { status: "failed"; message: string };

export interface MoveStockFormProps {
  docks: readonly Dock[];
  stock: Readonly<Record<string, number>>;
  today: string;
  words: DockWords;
  onMove: (request: MoveRequest) => Promise<void>;
}

export function MoveStockForm({ docks, stock, today, words, onMove }: MoveStockFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => firstDraft(docks, stock, today));
  // Problems show from the first try to send, and follow what is typed after it.
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState<Sending>({ status: "editing" });
  const problems = checked ? problemsOf(draft, docks, stock, today, words) : {};

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  // Choosing the destination as the source swaps them, and the arrival follows the leaving day until it is changed.
  const chooseFrom = (from: string) => update(from === draft.to ? { from, to: draft.from } : { from });
  const chooseLeaves = (leaves: string) =>
    update(draft.arrives === draft.leaves ? { leaves, arrives: leaves } : { leaves });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.status === "moving") return;
    const found = problemsOf(draft, docks, stock, today, words);
    setChecked(true);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      setSending({ status: "editing" });
      const field = event.currentTarget.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const request = { ...draft, quantity: Number(draft.quantity) };
    const said = `Moved ${words.moved(request.quantity, request.from, request.to)}.`;
    setSending({ status: "moving" });
    onMove(request).then(
      () => {
        setSending({ status: "moved", message: said });
        setDraft((current) => ({ ...current, quantity: "" }));
        setChecked(false);
      },
      (failure: unknown) =>
        setSending({ status: "failed", message: messageOf(failure, "The stock could not be moved: try again.") }),
    );
  };

  return (
    <form className={styles.move} noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        Move stock
      </h3>
      <div className={styles.fields}>
        <TextField
          label="Quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          value={draft.quantity}
          onChange={(quantity) => update({ quantity })}
          error={problems.quantity}
          autoComplete="off"
        />
        <DockSelect
          label="From"
          name="from"
          docks={docks}
          value={draft.from}
          onChange={chooseFrom}
          error={problems.from}
        />
        <DockSelect
          label="To"
          name="to"
          docks={docks}
          value={draft.to}
          onChange={(to) => update({ to })}
          error={problems.to}
        />
      </div>
      <div className={styles.fields}>
        <TextField
          label="Leaves"
          name="leaves"
          type="date"
          value={draft.leaves}
          onChange={chooseLeaves}
          error={problems.leaves}
        />
        <TextField
          label="Arrives"
          name="arrives"
          type="date"
          value={draft.arrives}
          onChange={(arrives) => update({ arrives })}
          error={problems.arrives}
        />
      </div>
      {sending.status === "failed" && <FormAlert>{sending.message}</FormAlert>}
      {/* Always in the page, so what it says after a move is read out. */}
      <div role="status" data-tone="success" className={sending.status === "moved" ? styles.moved : styles.quiet}>
        {sending.status === "moved" ? sending.message : ""}
      </div>
      <div>
        <SubmitButton busy={sending.status === "moving"} busyLabel="Moving…">
          Move stock
        </SubmitButton>
      </div>
    </form>
  );
}

interface DockSelectProps {
  label: string;
  name: "from" | "to";
  docks: readonly Dock[];
  value: string;
  onChange: (dockId: string) => void;
  error: string | undefined;
}

/** A labelled native select of the docks (a phone's own picker), wired as the kit's TextField. */
function DockSelect({ label, name, docks, value, onChange, error }: DockSelectProps) {
  const id = `${useId()}-${name}`;
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={form.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {docks.map((dock) => (
          <option key={dock.id} value={dock.id}>
            {dock.displayName}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** From the first dock with stock to the first other dock, leaving and arriving today. */
function firstDraft(docks: readonly Dock[], stock: Readonly<Record<string, number>>, today: string): Draft {
  const from = (docks.find((dock) => (stock[dock.id] ?? 0) > 0) ?? docks[0])?.id ?? "";
  const to = docks.find((dock) => dock.id !== from)?.id ?? "";
  return { quantity: "", from, to, leaves: today, arrives: today };
}

/** What is wrong with the draft, by field, each saying what to do. */
function problemsOf(
  draft: Draft,
  docks: readonly Dock[],
  stock: Readonly<Record<string, number>>,
  today: string,
  words: DockWords,
): Problems {
  const problems: Problems = {};
  const known = (dockId: string) => docks.some((dock) => dock.id === dockId);
  const source = words.name(draft.from);
  const atSource = stock[draft.from] ?? 0;
  if (!known(draft.from)) problems.from = "Choose the dock the stock leaves from.";
  else if (atSource < 1) problems.from = `${source} has none of this prop: choose a dock that has some.`;
  if (!known(draft.to)) problems.to = "Choose the dock the stock goes to.";
  else if (draft.to === draft.from) problems.to = `It leaves ${source}: choose another dock for it to go to.`;

  const quantity = Number(draft.quantity);
  if (atSource > 0 && (!draft.quantity.trim() || !Number.isInteger(quantity) || quantity < 1 || quantity > atSource))
    problems.quantity =
      atSource === 1
        ? `Enter 1: ${source} has 1.`
        : `Enter a whole number from 1 to ${words.count(atSource)}: ${source} has ${words.count(atSource)}.`;

  if (!isCalendarDate(draft.leaves)) problems.leaves = "Enter the day it leaves, like 2026-12-03.";
  else if (draft.leaves < today)
    problems.leaves = `It cannot leave before today (${words.day(today)}): choose today or a later day.`;
  if (!isCalendarDate(draft.arrives)) problems.arrives = "Enter the day it arrives, like 2026-12-05.";
  else if (isCalendarDate(draft.leaves) && draft.arrives < draft.leaves)
    problems.arrives = `It cannot arrive before it leaves (${words.day(draft.leaves)}): choose that day or after.`;
  return problems;
}
