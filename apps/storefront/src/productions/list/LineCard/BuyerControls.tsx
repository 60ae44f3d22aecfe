// A buyer's controls on a line: the quantity (− and + send at once; a typed number on Enter or leaving the field),
// and behind "Edit", the note, the group and removal. Each edit names what the buyer saw (the quantity, the note, the
// line's revision), so another buyer's edit at the same moment is merged, not lost (decision 0049).
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { limits } from "@backlot/domain/limits";
import type { ProductionLine } from "@backlot/domain/production";
import { TextField } from "@backlot/ui/TextField";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import buttons from "@backlot/ui/button.module.css";
import type { CallState, Control } from "../list-calls.js";
import type { LineActions } from "../list-types.js";
import styles from "./LineCard.module.css";

type Line = Pick<ProductionLine, "id" | "quantity" | "note" | "group" | "rev">;

function ControlError({ id, call, control }: { id: string; call: CallState | undefined; control: Control }) {
  const error = call?.errors[control];
  return error ? (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

export function QuantityControl({
  line,
  name,
  call,
  actions,
}: {
  line: Line;
  name: string;
  call: CallState | undefined;
  actions: Pick<LineActions, "setQuantity">;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  const max = limits.production.quantity;
  const error = call?.errors.quantity;
  // What the list holds (with what this buyer's calls show) wins whenever it changes.
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  const send = (wanted: number) => {
    const to = Math.min(Math.max(Math.round(wanted), 1), max);
    if (!Number.isFinite(wanted) || to === line.quantity) {
      setDraft(String(line.quantity));
      return;
    }
    void actions.setQuantity(line.id, line.quantity, to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    send(Number(draft));
  };

  return (
    <div className={styles.quantity}>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
        <button
          type="button"
          className={`${buttons.button} ${styles.step}`}
          aria-label={`One fewer ${name}`}
          aria-disabled={line.quantity <= 1 || undefined}
          onClick={() => line.quantity > 1 && send(line.quantity - 1)}
        >
          −
        </button>
        <input
          id={`${id}-quantity`}
          className={styles.count}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft}
          aria-label={`Quantity of ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => send(Number(draft))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`${buttons.button} ${styles.step}`}
          aria-label={`One more ${name}`}
          aria-disabled={line.quantity >= max || undefined}
          onClick={() => line.quantity < max && send(line.quantity + 1)}
        >
          +
        </button>
      </div>
      {call?.pending.quantity && <span className={styles.saving}>Saving…</span>}
      <ControlError id={`${id}-error`} call={call} control="quantity" />
    </div>
  );
}

export function BuyerControls({
  line,
  name,
  groups,
  call,
  actions,
}: {
  line: Line;
  name: string;
  groups: readonly string[];
  call: CallState | undefined;
  actions: Pick<LineActions, "setNote" | "moveLine" | "removeLine">;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The note as the buyer first saw it when they started: the merge's base.
  const [editing, setEditing] = useState<{ from: string; to: string } | null>(null);
  const [sure, setSure] = useState(false);

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (editing.to === editing.from) {
      setEditing(null);
      return;
    }
    if (await actions.setNote(line.id, editing.from, editing.to)) setEditing(null);
  };

  return (
    <div className={styles.buyer}>
      {!editing && line.note && <p className={styles.note}>{line.note}</p>}
      {editing ? (
        <form className={styles.askForm} onSubmit={(event) => void saveNote(event)} noValidate>
          <TextField
            label={`Note on ${name}`}
            name="note"
            multiline
            rows={2}
            value={editing.to}
            maxLength={limits.production.note}
            onChange={(to) => setEditing({ ...editing, to })}
            describedBy={call?.errors.note ? `${id}-note-error` : undefined}
          />
          <ControlError id={`${id}-note-error`} call={call} control="note" />
          <div className={styles.actions}>
            <button
              type="submit"
              className={buttons.button}
              data-variant="primary"
              aria-busy={call?.pending.note || undefined}
            >
              {call?.pending.note ? "Saving…" : "Save note"}
            </button>
            <button type="button" className={buttons.button} onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={open}
        aria-controls={`${id}-edit`}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? "Done editing" : "Edit"} <VisuallyHidden>{name}</VisuallyHidden>
      </button>
      <div id={`${id}-edit`} hidden={!open} className={styles.editPanel}>
        {open && (
          <>
            {!editing && (
              <button
                type="button"
                className={buttons.button}
                onClick={() => setEditing({ from: line.note, to: line.note })}
              >
                {line.note ? "Edit the note" : "Add a note"}
              </button>
            )}
            <label className={styles.inline}>
              <span>Group</span>
              <select
                className={styles.select}
                value={line.group}
                aria-busy={call?.pending.group || undefined}
                aria-describedby={call?.errors.group ? `${id}-group-error` : undefined}
                onChange={(event) => void actions.moveLine(line.id, event.target.value)}
              >
                {[...groups, ...(groups.includes(line.group) ? [] : [line.group])].map((group) => (
                  <option key={group} value={group}>
                    {group || "No group"}
                  </option>
                ))}
                {line.group !== "" && <option value="">No group</option>}
              </select>
            </label>
            {call?.pending.group && <span className={styles.saving}>Moving the line…</span>}
            <ControlError id={`${id}-group-error`} call={call} control="group" />
            {sure ? (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttons.button}
                  data-tone="danger"
                  aria-busy={call?.pending.remove || undefined}
                  onClick={() => void actions.removeLine(line.id, line.rev).then((done) => done || setSure(false))}
                >
                  {call?.pending.remove ? "Removing…" : `Remove ${name}`}
                </button>
                <button type="button" className={buttons.button} onClick={() => setSure(false)}>
                  Keep it
                </button>
              </div>
            ) : (
              <button type="button" className={buttons.button} data-tone="danger" onClick={() => setSure(true)}>
                Remove <VisuallyHidden>{name}</VisuallyHidden>…
              </button>
            )}
            <ControlError id={`${id}-remove-error`} call={call} control="remove" />
          </>
        )}
      </div>
    </div>
  );
}
