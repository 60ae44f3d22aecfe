// Starting a production: its name and the roles its creator holds besides coordinator (a decorator who also buys).
// What was typed stays after a refusal, so a retry is one click; the caller's id for the production is kept by the
// page across retries.
import { type ProductionRole, rolesProblem } from "@backlot/domain/production";
import { limits } from "@backlot/domain/limits";
import { useId, useRef, useState } from "react";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import room from "../room.module.css";
import { RolePicker } from "../RolePicker/index.js";

export interface NewProductionFormProps {
  /** Starts it (the creator is its coordinator, with `roles` besides); resolves once the server has it. */
  onCreate: (name: string, roles: ProductionRole[]) => Promise<void>;
}

export function NewProductionForm({ onCreate }: NewProductionFormProps) {
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<ProductionRole[]>([]);
  const [problem, setProblem] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const titleId = useId();

  const submit = async () => {
    if (busy) return;
    const wanted = name.trim();
    if (!wanted) {
      setProblem("Name the production, like “Harbour Lights, season 2”.");
      nameRef.current?.focus();
      return;
    }
    const all: ProductionRole[] = ["coordinator", ...roles.filter((role) => role !== "coordinator")];
    const rolesWrong = rolesProblem(all);
    if (rolesWrong) return setFailed(rolesWrong);
    setProblem(undefined);
    setFailed(undefined);
    setBusy(true);
    try {
      await onCreate(wanted, all);
    } catch (error) {
      setFailed(messageOf(error, "The production could not be started. Try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={`${room.panel} ${room.form}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={titleId} className={room.heading}>
        Start a production
      </h2>
      <p className={room.muted}>
        A show, a film or a campaign: your team builds set lists together, the designer approves them line by line, and
        you send them to us.
      </p>
      <TextField
        label="Production name"
        name="productionName"
        ref={nameRef}
        value={name}
        onChange={(value) => (setName(value), setProblem(undefined))}
        error={problem}
        required
        maxLength={limits.production.name}
        autoComplete="off"
      />
      <RolePicker
        legend="Your roles"
        value={roles}
        onChange={setRoles}
        fixed={["coordinator"]}
        fixedReason="You start as its coordinator: you manage the team and send lists to the prop house."
      />
      {failed && <FormAlert>{failed}</FormAlert>}
      <div className={room.actions}>
        <SubmitButton busy={busy} busyLabel="Starting…">
          Start the production
        </SubmitButton>
      </div>
    </form>
  );
}
