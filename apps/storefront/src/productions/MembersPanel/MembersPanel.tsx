// A production's team: its members with their roles and addresses, and the invitations waiting. Coordinators invite,
// change roles, remove and withdraw; everyone may leave (but the last coordinator, who must hand the role on first).
// The server decides every one of these: the buttons follow the permissions table, and a refusal is shown as said.
import {
  type Production,
  type ProductionRole,
  coordinatorsOf,
  orderedRoles,
  roleLabels,
} from "@backlot/domain/production";
import { useId, useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { messageOf } from "@backlot/ui/FormAlert";
import room from "../room.module.css";
import { InviteForm } from "../InviteForm/index.js";
import { type WhenFormat, formatDay } from "../when.js";
import { MemberRow } from "./MemberRow.js";
import styles from "./MembersPanel.module.css";

export interface MembersPanelProps {
  production: Pick<Production, "name" | "members" | "invites">;
  meUid: string;
  /** The signed-in member may manage members (a coordinator). */
  canManage: boolean;
  onInvite: (email: string, roles: ProductionRole[]) => Promise<void>;
  onChangeRoles: (uid: string, roles: ProductionRole[]) => Promise<void>;
  onRemove: (uid: string) => Promise<void>;
  onWithdraw: (inviteId: string) => Promise<void>;
  onLeave: () => Promise<void>;
  format: WhenFormat;
}

export function MembersPanel(props: MembersPanelProps) {
  const { production, meUid, canManage, format } = props;
  const titleId = useId();
  const [said, setSaid] = useState("");
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [withdrawFailed, setWithdrawFailed] = useState<{ inviteId: string; message: string } | null>(null);
  const coordinators = coordinatorsOf(production);
  const members = Object.entries(production.members).sort(([a, one], [b, other]) =>
    a === meUid ? -1 : b === meUid ? 1 : one.name.localeCompare(other.name),
  );
  const invites = Object.entries(production.invites).sort(([, a], [, b]) => a.email.localeCompare(b.email));

  const withdraw = async (inviteId: string, email: string) => {
    if (withdrawing) return;
    setWithdrawing(inviteId);
    setWithdrawFailed(null);
    try {
      await props.onWithdraw(inviteId);
      setSaid(`The invitation to ${email} was withdrawn`);
    } catch (error) {
      setWithdrawFailed({ inviteId, message: messageOf(error, "That did not go through. Try again.") });
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <section className={room.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={room.heading}>
        Team
      </h2>
      <p role="status" className={styles.said}>
        {said}
      </p>
      <ul className={room.rows} aria-label="Members">
        {members.map(([uid, member]) => (
          <MemberRow
            key={uid}
            uid={uid}
            member={member}
            isMe={uid === meUid}
            productionName={production.name}
            canManage={canManage}
            lastCoordinator={
              coordinators.length === 1 && coordinators[0] === uid
                ? uid === meUid
                  ? "You are its only coordinator: make another member coordinator before you leave."
                  : `${member.name} is its only coordinator: make another member coordinator first.`
                : null
            }
            onChangeRoles={props.onChangeRoles}
            onRemove={props.onRemove}
            onLeave={props.onLeave}
            announce={setSaid}
          />
        ))}
      </ul>
      {invites.length > 0 && (
        <>
          <h3 className={styles.subheading}>Invited</h3>
          <ul className={room.rows} aria-label="Invitations waiting">
            {invites.map(([inviteId, invite]) => (
              <li key={inviteId} className={`${room.row} ${styles.invite}`}>
                <div>
                  <p className={room.rowTitle}>{invite.email}</p>
                  <p className={room.muted}>
                    {orderedRoles(invite.roles)
                      .map((role) => roleLabels[role])
                      .join(", ")}{" "}
                    · invited by {invite.invitedBy.name} · open until {formatDay(invite.expiresAt, format)}
                  </p>
                  {withdrawFailed?.inviteId === inviteId && (
                    <p role="alert" className={styles.failed}>
                      {withdrawFailed.message}
                    </p>
                  )}
                </div>
                {canManage && (
                  <button
                    type="button"
                    className={buttons.button}
                    aria-label={`Withdraw the invitation to ${invite.email}`}
                    aria-busy={withdrawing === inviteId}
                    aria-disabled={withdrawing !== null || undefined}
                    onClick={() => void withdraw(inviteId, invite.email)}
                  >
                    {withdrawing === inviteId ? "Withdrawing…" : "Withdraw"}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {canManage && <InviteForm onInvite={props.onInvite} />}
    </section>
  );
}
