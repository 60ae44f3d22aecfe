// One member in the members panel: name, address and roles; for a coordinator, changing their roles and removing
// them; for the member themselves, leaving. Removing and leaving ask first, in the row (no dialog to lose on a phone).
import {
  type ProductionMember,
  type ProductionRole,
  orderedRoles,
  roleLabels,
  rolesProblem,
} from "@backlot/domain/production";
import { useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import { messageOf } from "@backlot/ui/FormAlert";
import room from "../room.module.css";
import { RolePicker } from "../RolePicker/index.js";
import styles from "./MembersPanel.module.css";

export interface MemberRowProps {
  uid: string;
  member: ProductionMember;
  isMe: boolean;
  productionName: string;
  canManage: boolean;
  /** Why this member cannot lose the coordinator role or leave (the last coordinator), or null. */
  lastCoordinator: string | null;
  onChangeRoles: (uid: string, roles: ProductionRole[]) => Promise<void>;
  onRemove: (uid: string) => Promise<void>;
  onLeave: () => Promise<void>;
  /** Says a finished change in the panel's live region. */
  announce: (text: string) => void;
}

type Mode = "view" | "roles" | "confirmRemove" | "confirmLeave";

export function MemberRow(props: MemberRowProps) {
  const { uid, member, isMe, productionName, canManage, lastCoordinator, announce } = props;
  const [mode, setMode] = useState<Mode>("view");
  const [roles, setRoles] = useState<ProductionRole[]>(member.roles);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const run = async (work: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(true);
    setFailed(null);
    try {
      await work();
      setMode("view");
      announce(done);
    } catch (error) {
      setFailed(messageOf(error, "That did not go through. Try again."));
    } finally {
      setBusy(false);
    }
  };
  const rolesWrong =
    rolesProblem(roles) ?? (lastCoordinator && !roles.includes("coordinator") ? lastCoordinator : null);
  const busyProps = (pending: boolean) => ({ "aria-busy": pending && busy, "aria-disabled": busy || undefined });
  const cancel = (
    <button type="button" className={buttons.button} onClick={() => (setMode("view"), setFailed(null))}>
      Cancel
    </button>
  );

  return (
    <li className={`${room.row} ${styles.member}`}>
      <p className={room.rowTitle}>
        {member.name}
        {isMe && <span className={room.muted}> (you)</span>}
      </p>
      <p className={room.muted}>{member.email}</p>
      {mode === "roles" ? (
        <form
          className={styles.editRoles}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!rolesWrong) void run(() => props.onChangeRoles(uid, roles), `${member.name}'s roles changed`);
          }}
        >
          <RolePicker
            legend={`${member.name}'s roles`}
            value={roles}
            onChange={setRoles}
            compact
            error={rolesWrong ?? undefined}
          />
          <div className={room.actions}>
            <button type="submit" className={buttons.button} data-variant="primary" {...busyProps(true)}>
              {busy ? "Saving…" : "Save roles"}
            </button>
            {cancel}
          </div>
        </form>
      ) : (
        <ul className={room.tags} aria-label="Roles">
          {orderedRoles(member.roles).map((role) => (
            <li key={role} className={room.tag}>
              {roleLabels[role]}
            </li>
          ))}
        </ul>
      )}
      {mode === "confirmRemove" && (
        <div className={styles.confirm} role="group" aria-label={`Remove ${member.name}`}>
          <p>
            Remove {member.name} from {productionName}? They lose access to its lists at once.
          </p>
          <div className={room.actions}>
            <button
              type="button"
              className={buttons.button}
              data-tone="danger"
              {...busyProps(true)}
              onClick={() => void run(() => props.onRemove(uid), `${member.name} was removed`)}
            >
              {busy ? "Removing…" : `Remove ${member.name}`}
            </button>
            {cancel}
          </div>
        </div>
      )}
      {mode === "confirmLeave" && (
        <div className={styles.confirm} role="group" aria-label={`Leave ${productionName}`}>
          <p>Leave {productionName}? You lose access to its lists at once; a coordinator can invite you again.</p>
          <div className={room.actions}>
            <button
              type="button"
              className={buttons.button}
              data-tone="danger"
              {...busyProps(true)}
              onClick={() => void run(props.onLeave, `You left ${productionName}`)}
            >
              {busy ? "Leaving…" : `Leave ${productionName}`}
            </button>
            {cancel}
          </div>
        </div>
      )}
      {mode === "view" && (
        <div className={room.actions}>
          {canManage && (
            <button type="button" className={buttons.button} onClick={() => (setRoles(member.roles), setMode("roles"))}>
              Change roles<VisuallyHidden> of {member.name}</VisuallyHidden>
            </button>
          )}
          {canManage && !isMe && (
            <button
              type="button"
              className={buttons.button}
              data-tone="danger"
              onClick={() => setMode("confirmRemove")}
            >
              Remove<VisuallyHidden> {member.name}</VisuallyHidden>
            </button>
          )}
          {isMe &&
            (lastCoordinator ? (
              <p className={room.muted}>{lastCoordinator}</p>
            ) : (
              <button type="button" className={buttons.button} onClick={() => setMode("confirmLeave")}>
                Leave the production
              </button>
            ))}
        </div>
      )}
      {failed && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
    </li>
  );
}
