// Where the dock's scans arrive: a USB scanner types a label's item number and presses Enter, as does a person
// typing it. Each scan is sent as it comes (a scanner does not wait), the field empties and keeps focus for the next,
// and the last few outcomes stay in view: counted (the line and its count) or refused (why, plainly). A refusal is an
// alert, so it is heard over the next scan; a count is a polite status.
import { type FormEvent, useId, useRef, useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import form from "@backlot/ui/form.module.css";
import { type ScanOutcome, ScanOutcomes } from "../ScanOutcomes/index.js";
import styles from "./ScanField.module.css";

export interface ScanFieldProps {
  label: string;
  /** Counts one scan; resolves to what to say of it ("Chrome stool: 2 of 2"), rejects with why it was refused. */
  onScan: (code: string) => Promise<string>;
  /** How many outcomes stay in view. */
  keep?: number;
  disabled?: boolean;
}

export function ScanField({ label, onScan, keep = 5, disabled = false }: ScanFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [outcomes, setOutcomes] = useState<ScanOutcome[]>([]);
  const serial = useRef(0);

  const settle = (scan: number, state: ScanOutcome["state"], said: string) =>
    setOutcomes((now) => now.map((outcome) => (outcome.id === scan ? { ...outcome, state, said } : outcome)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    setCode("");
    input.current?.focus();
    if (!scanned || disabled) return;
    const scan = ++serial.current;
    setOutcomes((now) =>
      [{ id: scan, code: scanned, said: "Counting…", state: "sending" as const }, ...now].slice(0, keep),
    );
    onScan(scanned).then(
      (said) => settle(scan, "counted", said),
      (error: unknown) => settle(scan, "refused", error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <form className={styles.scan} onSubmit={submit}>
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={id}
            className={`${form.input} ${styles.input}`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="send"
            disabled={disabled}
            // The dock's tablet opens on this field: the first scan lands without a tap.
            autoFocus
          />
          <button type="submit" className={buttons.button} disabled={disabled}>
            Count it
          </button>
        </div>
      </div>
      <ScanOutcomes outcomes={outcomes} label="Last scans" />
    </form>
  );
}
