// Focus handling shared by dialogs: focus moves in on open and back out on close, and Tab cycles
// within the dialog while it is open.
import { type KeyboardEvent, type RefObject, useEffect } from "react";

const focusable =
  "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), " +
  "[tabindex]:not([tabindex='-1'])";

/** Focuses `initial` (or the first focusable element of `container`) on mount; restores focus on unmount. */
export function useFocusOnOpen(
  container: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initial?.current ?? container.current?.querySelector<HTMLElement>(focusable) ?? container.current;
    target?.focus();
    return () => previous?.focus();
  }, [container, initial]);
}

/** Keeps Tab and Shift+Tab inside `container`; call from its keydown handler. */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== "Tab" || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
