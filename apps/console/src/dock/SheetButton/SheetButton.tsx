// A button that builds a printed sheet (a pull sheet, labels) and saves it: busy while it builds (a sheet of hundreds
// of lines takes a moment, and its photos come over the network), then what it made, or why it could not.
import { useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import styles from "./SheetButton.module.css";

export interface SheetButtonProps {
  label: string;
  busyLabel: string;
  /** Builds and saves the sheet; resolves to what to say of it ("Saved: 42 lines"), rejects with why not. */
  onMake: () => Promise<string>;
  disabled?: boolean;
}

type State =
  { status: "idle" } | { status: "busy" } | { status: "done"; message: string } | { status: "failed"; message: string };

export function SheetButton({ label, busyLabel, onMake, disabled = false }: SheetButtonProps) {
  const [state, setState] = useState<State>({ status: "idle" });
  const busy = state.status === "busy";
  return (
    <div className={styles.sheet}>
      <button
        type="button"
        className={buttons.button}
        aria-disabled={busy || disabled}
        onClick={() => {
          if (busy || disabled) return;
          setState({ status: "busy" });
          onMake().then(
            (message) => setState({ status: "done", message }),
            (error: unknown) =>
              setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
          );
        }}
      >
        {busy ? busyLabel : label}
      </button>
      <p role="status" className={styles.message}>
        {state.status === "done" ? state.message : ""}
      </p>
      {state.status === "failed" && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </div>
  );
}
