// A choice that takes a note, asked in place of the button that opened it (decline a quote, close
// a request): the question, the note, the confirming button and a way back. The cursor starts in
// the note; Escape goes back unless it is busy. The caller keeps the note, so nothing typed is
// lost by going back and forth, and owns the busy state and any error.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { FormAlert, SubmitButton, TextField } from "../internal/form/index.js";
import buttons from "../internal/button.module.css";
import styles from "./NoteForm.module.css";

export interface NoteFormProps {
  title: string;
  label: string;
  hint: ReactNode;
  maxLength: number;
  note: string;
  onNoteChange: (note: string) => void;
  confirm: string;
  confirming: string;
  keep: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

export function NoteForm(props: NoteFormProps) {
  const titleId = useId();
  const noteRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEffect(() => noteRef.current?.focus(), []);
  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onConfirm();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !props.busy) {
          event.preventDefault();
          props.onKeep();
        }
      }}
    >
      <p id={titleId} className={styles.title}>
        {props.title}
      </p>
      <TextField
        label={props.label}
        name="note"
        ref={noteRef}
        value={props.note}
        onChange={props.onNoteChange}
        hint={props.hint}
        multiline
        rows={3}
        maxLength={props.maxLength}
      />
      {props.error && <FormAlert>{props.error}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton busy={props.busy} busyLabel={props.confirming}>
          {props.confirm}
        </SubmitButton>
        <button type="button" className={buttons.button} onClick={props.onKeep} disabled={props.busy}>
          {props.keep}
        </button>
      </div>
    </form>
  );
}
