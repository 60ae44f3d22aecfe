// The confirmation dialog of spec section 2: a title, explanation paragraphs, a confirm button, a
// cancel button and an optional alternative button. Escape cancels and Enter confirms; only one
// may be open at a time; focus stays inside while it is open and returns where it was after.
import { type KeyboardEvent, type ReactNode, createContext, useCallback, useContext, useId, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
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

type Ask = (options: ConfirmOptions) => Promise<ConfirmResult>;

const ConfirmContext = createContext<Ask | null>(null);

export class ConfirmAlreadyOpenError extends Error {
  override name = "ConfirmAlreadyOpenError";
  constructor() {
    super("A confirm dialog is already open; only one may be open at a time. Wait for its answer first.");
  }
}

/** Asks the user to confirm; resolves "confirmed", "canceled" or "alt". Needs a ConfirmProvider. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a <ConfirmProvider> around the app (the app shell has one)");
  return ask;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
}

export interface ConfirmProviderProps {
  children: ReactNode;
  /** The confirm dialog's mount point in the app shell; inline when left out. */
  container?: Element | null;
}

export function ConfirmProvider({ children, container }: ConfirmProviderProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const open = useRef(false);
  const ask = useCallback<Ask>((options) => {
    if (open.current) return Promise.reject(new ConfirmAlreadyOpenError());
    open.current = true;
    return new Promise<ConfirmResult>((resolve) => {
      setPending({
        options,
        resolve: (result) => {
          open.current = false;
          setPending(null);
          resolve(result);
        },
      });
    });
  }, []);
  const value = useMemo(() => ask, [ask]);
  const dialog = pending ? <ConfirmDialog {...pending.options} onResult={pending.resolve} /> : null;
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {dialog && container ? createPortal(dialog, container) : dialog}
    </ConfirmContext.Provider>
  );
}

export interface ConfirmDialogProps extends ConfirmOptions {
  onResult: (result: ConfirmResult) => void;
}

/** The dialog itself (use it through useConfirm; exported for stories and tests). */
export function ConfirmDialog({ title, paragraphs = [], confirmLabel = "Confirm", cancelLabel = "Cancel", altLabel, tone = "default", onResult }: ConfirmDialogProps) {
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
    <div className={styles.backdrop} data-testid="confirm-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onResult("canceled")}>
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
          <button ref={confirmRef} type="button" className={styles.button} data-variant="primary" data-tone={tone} onClick={() => onResult("confirmed")}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
