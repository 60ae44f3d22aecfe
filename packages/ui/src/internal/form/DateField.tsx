// A labelled <input type="date"> wired like the kit's TextField (hint, error, aria-invalid,
// aria-describedby), with min and max: TextField's input has no min or max. The quote request
// form and RentalDates choose rental dates with it.
import { type Ref, useId } from "react";
import form from "./form.module.css";

export interface DateFieldProps {
  label: string;
  name: string;
  /** "YYYY-MM-DD", or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

export function DateField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required = false,
  min,
  max,
  ref,
}: DateFieldProps) {
  const id = `${useId()}-${name}`;
  const describers = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        name={name}
        type="date"
        className={form.input}
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describers}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
