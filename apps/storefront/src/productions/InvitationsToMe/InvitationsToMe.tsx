// Invitations waiting for the signed-in customer's address: which production, who asked, the roles offered, until
// when; "Join" takes one. An expired one says so and offers nothing to press: the server would refuse it.
import { type ProductionInvite, orderedRoles, roleLabels } from "@backlot/domain/production";
import { useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { messageOf } from "@backlot/ui/FormAlert";
import room from "../room.module.css";
import { inviteStanding } from "../invite-standing.js";
import { type WhenFormat, formatDay } from "../when.js";
import styles from "./InvitationsToMe.module.css";

export interface InvitationsToMeProps {
  invites: readonly (ProductionInvite & { id: string })[];
  /** Joins; resolves once a member (the page then opens the production), rejects with the server's word. */
  onJoin: (inviteId: string) => Promise<void>;
  format: WhenFormat;
  now: Date;
}

export function InvitationsToMe({ invites, onJoin, format, now }: InvitationsToMeProps) {
  const [joining, setJoining] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ inviteId: string; message: string } | null>(null);
  if (invites.length === 0) return null;

  const join = async (inviteId: string) => {
    if (joining) return;
    setJoining(inviteId);
    setFailed(null);
    try {
      await onJoin(inviteId);
    } catch (error) {
      setFailed({ inviteId, message: messageOf(error, "Joining did not go through. Try again.") });
    } finally {
      setJoining(null);
    }
  };

  return (
    <ul className={room.rows}>
      {invites.map((invite) => {
        const standing = inviteStanding(invite, now);
        const roles = orderedRoles(invite.roles).map((role) => roleLabels[role].toLowerCase());
        return (
          <li key={invite.id} className={`${room.row} ${styles.invite}`}>
            <div className={styles.what}>
              <p className={room.rowTitle}>{invite.productionName}</p>
              <p className={room.muted}>
                {invite.invitedBy.name} asks you to join as {roles.join(" and ")}.{" "}
                {standing.kind === "waiting"
                  ? `Open until ${formatDay(standing.expiresAt, format)}.`
                  : `It expired on ${formatDay(standing.expiredAt, format)}: ` +
                    `ask ${invite.invitedBy.name} for a new one.`}
              </p>
              {failed?.inviteId === invite.id && (
                <p role="alert" className={styles.failed}>
                  {failed.message}
                </p>
              )}
            </div>
            {standing.kind === "waiting" && (
              <button
                type="button"
                className={buttons.button}
                data-variant="primary"
                aria-busy={joining === invite.id}
                aria-disabled={joining !== null || undefined}
                aria-label={
                  joining === invite.id ? `Joining ${invite.productionName}…` : `Join ${invite.productionName}`
                }
                onClick={() => void join(invite.id)}
              >
                {joining === invite.id ? "Joining…" : "Join"}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
