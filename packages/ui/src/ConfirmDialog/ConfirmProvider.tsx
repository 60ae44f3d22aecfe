// Lets any page ask the user to confirm (useConfirm), with one dialog at a time. The dialog's own
// code is not needed to show a page: it loads with the first question, which waits for it (a page
// that never asks, as most of a visitor's never do, fetches none of it).
import { type ReactNode, createContext, useCallback, useContext, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ConfirmDialogProps, ConfirmOptions, ConfirmResult } from "./ConfirmDialog.js";

type Ask = (options: ConfirmOptions) => Promise<ConfirmResult>;
type Dialog = (props: ConfirmDialogProps) => ReactNode;

const ConfirmContext = createContext<Ask | null>(null);

export class ConfirmAlreadyOpenError extends Error {
  override name = "ConfirmAlreadyOpenError";
  constructor() {
    super("A confirm dialog is already open; only one may be open at a time. Wait for its answer first.");
  }
}

let dialogModule: Promise<Dialog> | undefined;
/** The dialog component, loaded once; a failed load is tried again on the next question. */
function loadDialog(): Promise<Dialog> {
  dialogModule ??= import("./ConfirmDialog.js").then((module) => module.ConfirmDialog);
  dialogModule.catch(() => (dialogModule = undefined));
  return dialogModule;
}

/** Asks the user to confirm; resolves "confirmed", "canceled" or "alt". Needs a ConfirmProvider. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a <ConfirmProvider> around the app (the app shell has one)");
  return ask;
}

interface Pending {
  Dialog: Dialog;
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
  const ask = useCallback<Ask>(async (options) => {
    if (open.current) throw new ConfirmAlreadyOpenError();
    open.current = true;
    let Dialog: Dialog;
    try {
      Dialog = await loadDialog();
    } catch (error) {
      open.current = false;
      throw new Error("The confirm dialog could not be loaded: check the connection, then try again", { cause: error });
    }
    return new Promise<ConfirmResult>((resolve) => {
      setPending({
        Dialog,
        options,
        resolve: (result) => {
          open.current = false;
          setPending(null);
          resolve(result);
        },
      });
    });
  }, []);
  const dialog = pending ? <pending.Dialog {...pending.options} onResult={pending.resolve} /> : null;
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {dialog && container ? createPortal(dialog, container) : dialog}
    </ConfirmContext.Provider>
  );
}
