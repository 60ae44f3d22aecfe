// Staff close a quote request they will not price: "Close without a quote" opens, in its place, a
// note for the customer (who is mailed it) and the confirming button. Busy while the app's promise
// runs, its message if it fails (the note is kept); once done, the app shows the request as closed.
import { useRef, useState } from "react";
import { limits } from "@backlot/domain";
import { messageOf } from "@backlot/ui/FormAlert";
import { NoteForm } from "@backlot/ui/NoteForm";
import buttons from "@backlot/ui/button.module.css";

export interface CloseRequestLabels {
  open: string;
  title: string;
  note: string;
  noteHint: string;
  confirm: string;
  closing: string;
  keep: string;
  failed: string;
}

export const defaultCloseRequestLabels: CloseRequestLabels = {
  open: "Close without a quote",
  title: "Close this request without a quote?",
  note: "Why, for the customer (optional)",
  noteHint: "Emailed with the news, like: the stools are out until March.",
  confirm: "Close the request",
  closing: "Closing…",
  keep: "Keep it open",
  failed: "The request could not be closed. Try again.",
};

export interface CloseRequestProps {
  /** Closes it with the note (trimmed); resolve once done, throw with a message to show. */
  onClose: (note: string) => Promise<void>;
  labels?: Partial<CloseRequestLabels>;
}

export function CloseRequest({ onClose, labels: given = {} }: CloseRequestProps) {
  const labels = { ...defaultCloseRequestLabels, ...given };
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  if (!asking)
    return (
      <button ref={openRef} type="button" className={buttons.button} data-tone="danger" onClick={() => setAsking(true)}>
        {labels.open}
      </button>
    );
  return (
    <NoteForm
      title={labels.title}
      label={labels.note}
      hint={labels.noteHint}
      maxLength={limits.staff.statusNote}
      note={note}
      onNoteChange={setNote}
      confirm={labels.confirm}
      confirming={labels.closing}
      keep={labels.keep}
      busy={busy}
      error={error}
      onConfirm={() => {
        if (busy) return;
        setBusy(true);
        setError(null);
        onClose(note.trim())
          .catch((failure: unknown) => setError(messageOf(failure, labels.failed)))
          .finally(() => setBusy(false));
      }}
      onKeep={() => {
        setAsking(false);
        setError(null);
        requestAnimationFrame(() => openRef.current?.focus());
      }}
    />
  );
}
