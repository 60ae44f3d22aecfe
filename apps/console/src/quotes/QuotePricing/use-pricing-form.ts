// The pricing form's state: the rows as typed, the note, the problems shown, which row is being
// substituted, and the send. Nothing typed is lost when sending fails.
import { type QuotedLineInput, sameLine } from "@backlot/domain";
import { messageOf } from "@backlot/ui/FormAlert";
import { type FormEvent, useRef, useState } from "react";
import {
  type PricingLine,
  type PricingRow,
  type PropChoice,
  readRows,
  rowOfChoice,
  rowOfLine,
} from "./pricing-line.js";
import type { QuotePricingLabels } from "./quote-pricing-labels.js";

type SendStatus = { kind: "editing" | "sending" | "sent" } | { kind: "failed"; message: string };

export interface PricingFormOptions {
  lines: readonly PricingLine[];
  note: string;
  currency: string;
  labels: QuotePricingLabels;
  onSubmit: (quote: { lines: QuotedLineInput[]; note: string }) => Promise<void>;
}

export function usePricingForm({ lines, note: initialNote, currency, labels, onSubmit }: PricingFormOptions) {
  const [rows, setRows] = useState<PricingRow[]>(() => lines.map((line) => rowOfLine(line, currency)));
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SendStatus>({ kind: "editing" });
  const [substituting, setSubstituting] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const current = readRows(rows, currency, labels);
  const valid = Object.keys(current.problems).length === 0;

  const change = (key: number, update: Partial<PricingRow>) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...update } : row)));
    if (status.kind === "sent" || status.kind === "failed") setStatus({ kind: "editing" });
  };

  const changeNote = (value: string) => {
    setNote(value);
    if (status.kind === "sent") setStatus({ kind: "editing" });
  };

  /**
   * Puts a picked prop (in the variant chosen, if any) on the quote, in place of the row being substituted if any;
   * false if that line is on already. Another variant of a prop on the quote is another line.
   */
  const place = (choice: PropChoice, variantId?: string): boolean => {
    const fresh = rowOfChoice(choice, variantId, currency);
    if (rows.some((row) => sameLine(row, fresh) && row.key !== substituting)) return false;
    setRows((all) =>
      substituting === null
        ? [...all, fresh]
        : all.map((row) => (row.key === substituting ? { ...fresh, quantity: row.quantity, note: row.note } : row)),
    );
    setSubstituting(null);
    setErrors({});
    return true;
  };

  const remove = (key: number) => {
    setRows((all) => all.filter((each) => each.key !== key));
    if (substituting === key) setSubstituting(null);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const { lines: toSend, problems } = readRows(rows, currency, labels);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      // The first field marked, or the first line that cannot be sent as it is (no field of its own to mark).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-line-problem]')?.focus(),
      );
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await onSubmit({ lines: toSend, note: note.trim() });
      setStatus({ kind: "sent" });
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(fieldErrors);
      setStatus({ kind: "failed", message: messageOf(error, labels.failed) });
    }
  };

  return {
    formRef,
    rows,
    current,
    valid,
    errors,
    note,
    changeNote,
    status,
    substituting,
    setSubstituting,
    change,
    place,
    remove,
    submit,
  };
}
