// A modal window. When it holds unsaved changes (isDirty), any attempt to close it (Escape, the
// close button, a click outside) first asks whether to discard them. Focus stays inside while it
// is open and returns where it was after.
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useConfirm } from "../ConfirmDialog/ConfirmProvider.js";
import { trapTab, useFocusOnOpen } from "../internal/focus.js";
import styles from "./Modal.module.css";

export interface ModalProps {
  title: string;
  /** Called when the modal should close (after the user agreed to discard unsaved changes). */
  onClose: () => void;
  /** The modal holds changes that closing would lose. */
  isDirty?: boolean;
  /** What the discard question says; a sensible default otherwise. */
  discardQuestion?: { title: string; paragraphs?: string[]; confirmLabel?: string; cancelLabel?: string };
  closeLabel?: string;
  size?: "small" | "medium";
  /** The app shell's modal mount point (or the second one, for a modal over a modal). */
  container?: Element | null;
  children: ReactNode;
}

const defaultDiscard = {
  title: "Discard your changes?",
  paragraphs: ["You have changes that are not saved. If you close now they will be lost."],
  confirmLabel: "Discard",
  cancelLabel: "Keep editing",
};

export function Modal({
  title,
  onClose,
  isDirty = false,
  discardQuestion = defaultDiscard,
  closeLabel = "Close",
  size = "medium",
  container,
  children,
}: ModalProps) {
  const titleId = useId();
  const modalRef = useRef<HTMLDivElement>(null);
  const confirm = useConfirm();
  const asking = useRef(false);
  useFocusOnOpen(modalRef);

  const requestClose = async () => {
    if (!isDirty) {
      onClose();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    try {
      if ((await confirm({ ...discardQuestion, tone: "danger" })) === "confirmed") onClose();
    } finally {
      asking.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      void requestClose();
    } else {
      trapTab(event, modalRef.current);
    }
  };

  const modal = (
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && void requestClose()}
    >
      <div
        ref={modalRef}
        className={styles.modal}
        data-size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => void requestClose()}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
  return container ? createPortal(modal, container) : modal;
}
