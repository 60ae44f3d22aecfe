// A form's primary button. While `busy` (an async submit is pending) it shows a spinner, says so
// with aria-busy and ignores clicks; it stays focusable (aria-disabled, not disabled) so focus is
// not thrown back to the page.
import type { MouseEvent, ReactNode } from "react";
import styles from "../internal/form/form.module.css";

export interface SubmitButtonProps {
  children: ReactNode;
  busy?: boolean;
  /** Replaces the text while busy ("Signing in…"). */
  busyLabel?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** The form this button submits, when it sits outside it. */
  form?: string;
}

export function SubmitButton({
  children,
  busy = false,
  busyLabel,
  disabled = false,
  className,
  form,
}: SubmitButtonProps) {
  const inactive = busy || disabled;
  const block = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) event.preventDefault();
  };
  return (
    <button
      type="submit"
      form={form}
      className={[styles.submit, className].filter(Boolean).join(" ")}
      data-variant="primary"
      aria-busy={busy}
      aria-disabled={inactive || undefined}
      onClick={block}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
