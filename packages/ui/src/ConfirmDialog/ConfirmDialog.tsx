// The confirmation dialog (docs/decisions/0009): a title, explanation paragraphs, a confirm button, a
// cancel button and an optional alternative button. Escape cancels and Enter confirms; focus
// stays inside while it is open and returns where it was after. Pages ask for it through
// useConfirm (ConfirmProvider.tsx), which loads this module after the first paint.
import { type KeyboardEvent, useId, useRef } from "react";
import { trapTab, useFocusOnOpen } from "../internal/focus.js";
import styles from "./ConfirmDialog.module.css";

export type ConfirmResult = "confirmed" | "canceled" | "alt";

export interface ConfirmOptions {
  title: string;
  /** Explanation paragraphs, in order. */
  paragraphs?: readonly string[];
  confirmLabel?: string;
  cancelLabel?: string;
  /** A third choice, such as "Save as draft"; shown only when given. */
  altLabel?: string;
  /** "danger" draws the confirm button in the danger colour, for destructive actions. */
  tone?: "default" | "danger";
}

export interface ConfirmDialogProps extends ConfirmOptions {
  onResult: (result: ConfirmResult) => void;
}

/** The dialog itself (use it through useConfirm; exported for stories and tests). */
export function ConfirmDialog({
  title,
  paragraphs = [],
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  altLabel,
  tone = "default",
  onResult,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Focus the confirm button on open; give focus back to what had it on close.
  useFocusOnOpen(dialogRef, confirmRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onResult("canceled");
    } else if (event.key === "Enter") {
      // Enter confirms. On another button it activates that button, as Enter does on any button.
      const target = event.target as HTMLElement;
      if (target.tagName === "BUTTON" && target !== confirmRef.current) return;
      event.preventDefault();
      onResult("confirmed");
    } else {
      trapTab(event, dialogRef.current);
    }
  };

  return (
    <div
      className={styles.backdrop}
      data-testid="confirm-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onResult("canceled")}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        {...(paragraphs.length > 0 ? { "aria-describedby": bodyId } : {})}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {paragraphs.length > 0 && (
          <div id={bodyId} className={styles.body}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        <div className={styles.actions}>
          {altLabel && (
            <button type="button" className={styles.button} onClick={() => onResult("alt")}>
              {altLabel}
            </button>
          )}
          <button type="button" className={styles.button} onClick={() => onResult("canceled")}>
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className={styles.button}
            data-variant="primary"
            data-tone={tone}
            onClick={() => onResult("confirmed")}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
