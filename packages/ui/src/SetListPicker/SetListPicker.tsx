// "Add to set list" on a prop: a button opening a popover of the user's set lists (SetListPanel: how many,
// a checkbox per list, a new list in one step). Escape or a click outside closes it, and focus returns to the
// button. For a logged-out visitor the button asks the app to log in instead; while the prop cannot be added
// yet (an option to choose first), the button says why and does nothing.
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  type SetListChoiceHandlers,
  type SetListPickerLabels,
  SetListPanel,
  defaultSetListPickerLabels,
} from "./SetListPanel.js";
import styles from "./SetListPicker.module.css";

export { defaultSetListPickerLabels };
export type { SetListOption, SetListPickerLabels, SetListPickerState } from "./SetListPanel.js";

export interface SetListPickerProps extends SetListChoiceHandlers {
  /** Logged in with a real account; otherwise the button calls onRequireLogin. */
  loggedIn: boolean;
  onRequireLogin: () => void;
  /** Called as the popover opens, so the app can load the lists then. */
  onOpen?: () => void;
  /**
   * Why the prop cannot be added yet, such as "Choose an option first": shown under the button, which is read with
   * it and does nothing until this is left out.
   */
  blocked?: string;
  labels?: Partial<SetListPickerLabels>;
}

export function SetListPicker({
  propName,
  loggedIn,
  onRequireLogin,
  onOpen,
  blocked,
  labels: given = {},
  ...choices
}: SetListPickerProps) {
  const labels = { ...defaultSetListPickerLabels, ...given };
  const popoverId = useId();
  const titleId = useId();
  const reasonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Blocked again (the choice it waited for was taken back): the popover closes with it.
  const open = isOpen && !blocked;
  // Mounted at the first opening and then only hidden, so a half-typed new list's name survives closing.
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => {
    if (!open) return;
    const popover = popoverRef.current;
    // How many, when asked; else the first list (or whatever the popover has).
    const first =
      popover?.querySelector<HTMLElement>("input[type=number]") ?? popover?.querySelector<HTMLElement>("input, button");
    (first ?? popover)?.focus();
    // A press anywhere outside closes it (focus is left where the user put it).
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButton = () => {
    if (blocked) return;
    if (!loggedIn) {
      onRequireLogin();
      return;
    }
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setEverOpened(true);
    onOpen?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  // Tabbing out of the popover closes it, as it is not modal.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.picker} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        onClick={onButton}
        {...(loggedIn ? { "aria-expanded": open, "aria-controls": popoverId, "aria-haspopup": "dialog" as const } : {})}
        {...(blocked ? { "aria-disabled": true, "aria-describedby": reasonId } : {})}
      >
        {labels.button}
      </button>
      {blocked && (
        <p id={reasonId} className={styles.reason}>
          {blocked}
        </p>
      )}
      {everOpened && (
        <div
          ref={popoverRef}
          id={popoverId}
          className={styles.popover}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          hidden={!open}
        >
          <h2 id={titleId} className={styles.title}>
            {labels.title(propName)}
          </h2>
          <SetListPanel id={popoverId} propName={propName} labels={labels} shown={open} {...choices} />
        </div>
      )}
    </div>
  );
}
