// Short messages after an action ("Added to Diner, scene 12", "Could not send: try again").
// One provider near the root renders the stack; anything below it calls useToast().
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { type Toast, type ToastOptions, addToast, removeToast } from "./toast-queue.js";
import styles from "./Toast.module.css";

export interface ToastApi {
  /** Shows a toast and returns its id, for dismissing it early. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> around the app (the app shell has one)");
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  labels?: { region?: string; dismiss?: string };
}

export function ToastProvider({ children, labels = {} }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // Timers wait while the pointer or focus is on the stack, so nobody loses a toast mid-read.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(1);

  // The ref is the source of truth so show() can return the id synchronously (a state updater
  // may run later); the state copy only triggers renders.
  const current = useRef<Toast[]>([]);
  const update = useCallback((next: Toast[]) => {
    current.current = next;
    setToasts(next);
  }, []);
  const dismiss = useCallback((id: number) => update(removeToast(current.current, id)), [update]);
  const show = useCallback(
    (options: ToastOptions) => {
      const result = addToast(current.current, options, nextId.current++);
      update(result.toasts);
      return result.id;
    },
    [update],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const paused = hovered || focused;
  const item = (toast: Toast) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      paused={paused}
      onDismiss={dismiss}
      dismissLabel={labels.dismiss ?? "Dismiss"}
    />
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className={styles.region}
        aria-label={labels.region ?? "Notifications"}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {/* Live regions must be in the page before their content arrives to be announced, so both
            stay mounted: errors interrupt (alert), the rest wait their turn (status). */}
        <div role="alert" className={styles.stack}>
          {toasts.filter((toast) => toast.tone === "error").map(item)}
        </div>
        <div role="status" className={styles.stack}>
          {toasts.filter((toast) => toast.tone !== "error").map(item)}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: Toast;
  paused: boolean;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}

function ToastItem({ toast, paused, onDismiss, dismissLabel }: ToastItemProps) {
  const { id, durationMs, shownCount } = toast;
  useEffect(() => {
    if (paused || durationMs === null) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
    // shownCount restarts the timer when the same message is shown again.
  }, [id, durationMs, paused, shownCount, onDismiss]);

  return (
    <div className={styles.toast} data-tone={toast.tone}>
      <p className={styles.message}>{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onAction();
            onDismiss(id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={`${dismissLabel}: ${toast.message}`}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
