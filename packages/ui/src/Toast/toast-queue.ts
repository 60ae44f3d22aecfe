// The toast list as pure data, so the rules (how many show, what repeats do) are tested without
// timers or React.

export type ToastTone = "info" | "success" | "error";

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** One button, for example "Undo" or "View set list". Choosing it also dismisses the toast. */
  action?: ToastAction;
  /**
   * How long the toast stays, in ms; null keeps it until dismissed. Errors default to null:
   * a failure must not vanish before someone has read it (WCAG 2.2.1, timing adjustable).
   */
  durationMs?: number | null;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
  durationMs: number | null;
  /** Bumped when the same message is shown again, so its timer starts over. */
  shownCount: number;
}

/** More than this and the oldest goes: a stack of stale toasts covers the page. */
export const maxVisibleToasts = 3;
export const defaultToastDurationMs = 5000;

export function addToast(toasts: readonly Toast[], options: ToastOptions, id: number): { toasts: Toast[]; id: number } {
  const tone = options.tone ?? "info";
  // Saving twice should not stack two identical "Saved" toasts; show the one again instead.
  const repeat = toasts.find((toast) => toast.message === options.message && toast.tone === tone);
  if (repeat) {
    return {
      toasts: toasts.map((toast) => (toast === repeat ? { ...toast, shownCount: toast.shownCount + 1 } : toast)),
      id: repeat.id,
    };
  }
  const toast: Toast = {
    id,
    message: options.message,
    tone,
    ...(options.action ? { action: options.action } : {}),
    durationMs:
      options.durationMs === undefined ? (tone === "error" ? null : defaultToastDurationMs) : options.durationMs,
    shownCount: 1,
  };
  return { toasts: [...toasts, toast].slice(-maxVisibleToasts), id };
}

export function removeToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
