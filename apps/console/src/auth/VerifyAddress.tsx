// The button that emails a signed-in account the link verifying its address, for the page that
// turns it away until it is verified: busy while it sends, then where it went or why it did not.
import { useState } from "react";
import buttons from "@backlot/ui/button.module.css";

type Sending = { status: "idle" } | { status: "sending" } | { status: "sent" } | { status: "failed"; message: string };

export interface VerifyAddressProps {
  email: string;
  /** Sends the verification email; rejects with a message to show. */
  onSend: () => Promise<void>;
}

export function VerifyAddress({ email, onSend }: VerifyAddressProps) {
  const [sending, setSending] = useState<Sending>({ status: "idle" });
  const send = async () => {
    if (sending.status === "sending") return;
    setSending({ status: "sending" });
    try {
      await onSend();
      setSending({ status: "sent" });
    } catch (error) {
      const message = error instanceof Error ? error.message : "The email could not be sent. Try again.";
      setSending({ status: "failed", message });
    }
  };
  return (
    <>
      <button
        type="button"
        className={buttons.button}
        data-variant="primary"
        aria-busy={sending.status === "sending"}
        aria-disabled={sending.status === "sending" || undefined}
        onClick={() => void send()}
      >
        {sending.status === "sending"
          ? "Sending…"
          : sending.status === "sent"
            ? "Send it again"
            : "Send the verification email"}
      </button>
      <p role="status">
        {sending.status === "sent" && `Sent to ${email}. Follow the link in it, then sign out and sign in again here.`}
      </p>
      {sending.status === "failed" && <p role="alert">{sending.message}</p>}
    </>
  );
}
