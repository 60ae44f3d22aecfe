// A button that makes a file in the browser and saves it (a quote's PDF, a pull sheet): busy while it is made (the
// app loads its builder on the click, and a long document takes a moment), then what it saved, or why it could not.
import { useState } from "react";
import buttons from "../internal/button.module.css";
import styles from "./DownloadButton.module.css";

export interface DownloadButtonProps {
  label: string;
  /** Replaces the label while the file is made ("Making the PDF…"). */
  busyLabel: string;
  /** Makes and saves the file; resolves to what to say of it ("Saved quote-Q-7F3K2QX1.pdf."), rejects with why not. */
  onMake: () => Promise<string>;
  disabled?: boolean;
}

type State =
  { status: "idle" } | { status: "busy" } | { status: "done"; message: string } | { status: "failed"; message: string };

export function DownloadButton({ label, busyLabel, onMake, disabled = false }: DownloadButtonProps) {
  const [state, setState] = useState<State>({ status: "idle" });
  const busy = state.status === "busy";
  return (
    <div className={styles.download}>
      <button
        type="button"
        className={buttons.button}
        aria-busy={busy}
        // Focusable while busy (aria-disabled, not disabled), so focus is not thrown back to the page.
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
