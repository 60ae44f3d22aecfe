// The driver signs for what was scanned out: their printed name and a drawn signature, on the dock's tablet. When the
// order still lacks what the house requires before it goes out, staff give the reason to release it anyway (kept in
// the audit trail), as on the order page. What is kept after a refusal: everything typed, and the drawing.
import { type FormEvent, useId, useRef, useState } from "react";
import { limits } from "@backlot/domain";
import buttons from "@backlot/ui/button.module.css";
import form from "@backlot/ui/form.module.css";
import { SignaturePad, type SignaturePadHandle } from "@backlot/ui/SignaturePad";
import { TextField } from "@backlot/ui/TextField";
import styles from "./HandOverForm.module.css";

export interface HandOver {
  driverName: string;
  signature: string;
  /** "" when nothing is missing. */
  override: string;
}

export interface HandOverFormProps {
  /** Pieces scanned out and not yet signed for. */
  pieces: number;
  /** What the order still lacks before it goes out ("Insurance, Signed agreement"), when it lacks anything. */
  missing: string | null;
  onHandOver: (handOver: HandOver) => Promise<void>;
}

export function HandOverForm({ pieces, missing, onHandOver }: HandOverFormProps) {
  const id = useId();
  const pad = useRef<SignaturePadHandle>(null);
  const [driverName, setDriverName] = useState("");
  const [reason, setReason] = useState("");
  const [drawn, setDrawn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{ driverName?: string; signature?: string; reason?: string }>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || pieces === 0) return;
    const signature = pad.current?.dataUrl() ?? null;
    const found = {
      ...(driverName.trim() ? {} : { driverName: "The driver's printed name is required." }),
      ...(signature ? {} : { signature: "The driver signs in the box: draw the signature with a finger or pen." }),
      ...(missing && !reason.trim() ? { reason: "Give the reason to release it without what is missing." } : {}),
    };
    setProblems(found);
    setFailed(null);
    setDone(null);
    if (Object.keys(found).length > 0 || !signature) return;
    setBusy(true);
    onHandOver({ driverName: driverName.trim(), signature, override: missing ? reason.trim() : "" }).then(
      () => {
        setDone(`Handed over to ${driverName.trim()}.`);
        setDriverName("");
        setReason("");
        pad.current?.clear();
        setBusy(false);
      },
      (error: unknown) => {
        setFailed(error instanceof Error ? error.message : String(error));
        setBusy(false);
      },
    );
  };

  const what = pieces === 1 ? "1 piece" : `${pieces.toLocaleString("en-US")} pieces`;
  return (
    <form className={`${form.form} ${styles.handOver}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Hand over to the driver
      </h2>
      <p className={styles.muted}>
        {pieces > 0 ? `${what} scanned out, waiting for the driver's signature.` : "Scan pieces out first."}
      </p>
      <TextField
        label="Driver's printed name"
        name="driverName"
        value={driverName}
        onChange={setDriverName}
        maxLength={limits.dock.driverName}
        autoComplete="off"
        error={problems.driverName}
      />
      <div className={form.field}>
        <span id={`${id}-pad`} className={form.label}>
          Driver's signature
        </span>
        <SignaturePad
          ref={pad}
          label="Driver's signature: draw it with a finger or pen"
          unavailable="The signature pad could not load here: reload the page to sign."
          describedBy={problems.signature ? `${id}-pad-problem` : `${id}-pad`}
          onDrawn={setDrawn}
        />
        {problems.signature && (
          <p id={`${id}-pad-problem`} className={styles.problem}>
            {problems.signature}
          </p>
        )}
        {drawn && (
          <button type="button" className={buttons.button} onClick={() => pad.current?.clear()}>
            Clear the signature
          </button>
        )}
      </div>
      {missing && (
        <TextField
          label="Why it goes out without what is missing"
          name="override"
          value={reason}
          onChange={setReason}
          multiline
          rows={2}
          maxLength={limits.paperwork.reason}
          hint={`Still missing: ${missing}. Kept in the audit trail; the customer does not see it.`}
          error={problems.reason}
        />
      )}
      {failed && (
        <p role="alert" className={styles.problem}>
          {failed}
        </p>
      )}
      <p role="status" className={styles.done}>
        {done ?? ""}
      </p>
      <button type="submit" className={buttons.button} data-variant="primary" aria-disabled={busy || pieces === 0}>
        {busy ? "Handing over…" : `Hand over ${what}`}
      </button>
    </form>
  );
}
