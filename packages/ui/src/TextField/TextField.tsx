// The kit's one labelled text field: label, optional hint, the input (or a textarea when
// multiline), and the error text, wired with aria-invalid and aria-describedby. Every form uses
// it; `onChange` receives the new value, not the event.
import { type HTMLAttributes, type ReactNode, type Ref, useId } from "react";
import styles from "../internal/form/form.module.css";

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, and marks it invalid. */
  error?: string | undefined;
  /** Guidance under the label ("At least 8 characters"). */
  hint?: ReactNode;
  type?: "text" | "email" | "password" | "tel" | "url" | "search" | "number" | "date";
  required?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** A textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  /** The most characters the field takes; shown under it as "12 of 120 characters" (see showLimit). */
  maxLength?: number;
  /** Whether maxLength is shown (default true): every limit a form enforces is shown, unless the hint says it. */
  showLimit?: boolean;
  spellCheck?: boolean;
  autoCapitalize?: string;
  /** Ids of other elements that describe the field, read after the hint and error. */
  describedBy?: string;
  id?: string;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = "text",
  required = false,
  multiline = false,
  rows = 4,
  describedBy,
  id: givenId,
  className,
  ref,
  showLimit = true,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? `${autoId}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  // Every limit a field enforces is shown (passwords' lengths are the auth provider's to say).
  const counted = showLimit && rest.maxLength !== undefined && type !== "password";
  const describers =
    [hint ? hintId : null, error ? errorId : null, counted ? countId : null, describedBy ?? null]
      .filter(Boolean)
      .join(" ") || undefined;
  // aria-required rather than `required`: forms validate themselves (noValidate), so the
  // browser's own bubbles never compete with the kit's messages.
  const shared = {
    id,
    name,
    value,
    className: styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describers,
    ...rest,
  } as const;

  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...shared}
          rows={rows}
          ref={ref as Ref<HTMLTextAreaElement>}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={type}
          ref={ref as Ref<HTMLInputElement>}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {counted && (
        <p id={countId} className={styles.count}>
          {value.length.toLocaleString()} of {rest.maxLength?.toLocaleString()} characters
        </p>
      )}
    </div>
  );
}
