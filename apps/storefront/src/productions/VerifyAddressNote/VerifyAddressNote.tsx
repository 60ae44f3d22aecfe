// An invitation is taken only by a sign-in whose address is verified: this says so, sends the verification link
// again, and checks again once the person followed it (in another tab, or on their phone).
import { useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { messageOf } from "@backlot/ui/FormAlert";
import room from "../room.module.css";
import styles from "./VerifyAddressNote.module.css";

type Step =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "checking" }
  | { kind: "stillUnverified" }
  | { kind: "failed"; message: string };

export interface VerifyAddressNoteProps {
  email: string;
  /** Emails the verification link again; rejects with a message to show. */
  onResend: () => Promise<void>;
  /** Asks the sign-in service again; resolves true once verified (the page then shows the invitations). */
  onCheck: () => Promise<boolean>;
}

export function VerifyAddressNote({ email, onResend, onCheck }: VerifyAddressNoteProps) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const busy = step.kind === "sending" || step.kind === "checking";
  const run = async (kind: "sending" | "checking") => {
    if (busy) return;
    setStep({ kind });
    try {
      if (kind === "sending") {
        await onResend();
        setStep({ kind: "sent" });
      } else {
        setStep((await onCheck()) ? { kind: "idle" } : { kind: "stillUnverified" });
      }
    } catch (error) {
      setStep({ kind: "failed", message: messageOf(error, "That did not go through. Try again.") });
    }
  };
  return (
    <div className={`${room.panel} ${styles.note}`}>
      <p className={styles.lead}>Verify {email} to see and take your invitations.</p>
      <p className={room.muted}>
        Invitations go to an address, and only a sign-in that proved it owns the address can join: open the link in the
        email we sent when you signed up, then come back here.
      </p>
      <div className={room.actions}>
        <button
          type="button"
          className={buttons.button}
          data-variant="primary"
          aria-busy={step.kind === "checking"}
          aria-disabled={busy || undefined}
          onClick={() => void run("checking")}
        >
          {step.kind === "checking" ? "Checking…" : "I have verified it"}
        </button>
        <button
          type="button"
          className={buttons.button}
          aria-busy={step.kind === "sending"}
          aria-disabled={busy || undefined}
          onClick={() => void run("sending")}
        >
          {step.kind === "sending" ? "Sending…" : "Send the link again"}
        </button>
      </div>
      <p role="status" className={room.muted}>
        {step.kind === "sent" && `Sent to ${email}. Open the link in it, then press “I have verified it”.`}
        {step.kind === "stillUnverified" &&
          `${email} is not verified yet. Open the newest link we sent (older ones stop working), then try again.`}
      </p>
      {step.kind === "failed" && (
        <p role="alert" className={styles.failed}>
          {step.message}
        </p>
      )}
    </div>
  );
}
