// A coordinator invites someone by address, with the roles they will hold: a mail goes with the link, taken by a
// verified sign-in with that address. The address is cleared once sent, so the next one starts blank; the roles stay
// (a designer's assistants are invited one after another).
import {
  type ProductionRole,
  isInvitableEmail,
  productionInviteLifetimeDays,
  rolesProblem,
} from "@backlot/domain/production";
import { useId, useRef, useState } from "react";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import room from "../room.module.css";
import { RolePicker } from "../RolePicker/index.js";

export interface InviteFormProps {
  /** Sends the invitation; resolves once the server has it, rejects with its word. */
  onInvite: (email: string, roles: ProductionRole[]) => Promise<void>;
}

export function InviteForm({ onInvite }: InviteFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState("");
  const [roles, setRoles] = useState<ProductionRole[]>(["buyer"]);
  const [problems, setProblems] = useState<{ email?: string; roles?: string }>({});
  const [outcome, setOutcome] = useState<{ sent: string } | { failed: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const submit = async () => {
    if (busy) return;
    const address = email.trim();
    const found = {
      ...(isInvitableEmail(address) ? {} : { email: "Give their email address, like dana@studio.example." }),
      ...(rolesProblem(roles) ? { roles: rolesProblem(roles) ?? "" } : {}),
    };
    setProblems(found);
    if (found.email) return emailRef.current?.focus();
    if (found.roles) return;
    setOutcome(null);
    setBusy(true);
    try {
      await onInvite(address, roles);
      setOutcome({ sent: `Invitation sent to ${address}. It is open for ${productionInviteLifetimeDays} days.` });
      setEmail("");
    } catch (error) {
      setOutcome({ failed: messageOf(error, "The invitation could not be sent. Try again.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={room.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={room.heading}>
        Invite someone
      </h3>
      <TextField
        label="Their email address"
        name="inviteEmail"
        type="email"
        ref={emailRef}
        value={email}
        onChange={(value) => (setEmail(value), setProblems((was) => ({ ...was, email: undefined })))}
        error={problems.email}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <RolePicker
        legend="Their roles"
        value={roles}
        onChange={(value) => (setRoles(value), setProblems((was) => ({ ...was, roles: undefined })))}
        error={problems.roles}
      />
      {outcome && "failed" in outcome && <FormAlert>{outcome.failed}</FormAlert>}
      {outcome && "sent" in outcome && <FormAlert tone="success">{outcome.sent}</FormAlert>}
      <div className={room.actions}>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send the invitation
        </SubmitButton>
      </div>
    </form>
  );
}
