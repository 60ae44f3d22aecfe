// A production's team as the prop house sees it: each member with their address and roles (linking to their customer
// page, where staff can sign in as them), and the invitations not yet taken, with who sent each and until when.
import { useId } from "react";
import type { PendingInvite, ProductionMember } from "@backlot/domain/production";
import { orderedRoles, roleLabels } from "@backlot/domain/production";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { countOf, whenFormat, whoDid } from "../production-words.js";
import styles from "./ProductionTeam.module.css";

export interface ProductionTeamProps {
  /** uid -> member, as the production keeps them. */
  members: Readonly<Record<string, ProductionMember>>;
  /** inviteId -> invitation waiting. */
  invites: Readonly<Record<string, PendingInvite>>;
  /** The address of a member's customer page. */
  customerHref: (uid: string) => string;
  settings: { locale: string };
  timeZone: string;
  LinkComponent?: LinkComponent;
}

const rolesOf = (roles: ProductionMember["roles"]) =>
  orderedRoles(roles)
    .map((role) => roleLabels[role])
    .join(", ");

export function ProductionTeam({
  members,
  invites,
  customerHref,
  settings,
  timeZone,
  LinkComponent = PlainLink,
}: ProductionTeamProps) {
  const titleId = useId();
  const invitesId = useId();
  const when = whenFormat(settings.locale, timeZone);
  const people = Object.entries(members).sort(([, a], [, b]) => a.name.localeCompare(b.name, settings.locale));
  const waiting = Object.entries(invites).sort(([, a], [, b]) => a.email.localeCompare(b.email));
  return (
    <section className={styles.team} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Team <span className={styles.muted}>({countOf(people.length, "member")})</span>
      </h2>
      <ul className={styles.list}>
        {people.map(([uid, member]) => (
          <li key={uid} className={styles.person}>
            <LinkComponent href={customerHref(uid)}>{member.name}</LinkComponent>
            <span className={styles.roles}>{rolesOf(member.roles)}</span>
            <span className={styles.muted}>
              {member.email} · joined {when(member.joinedAt)}
            </span>
          </li>
        ))}
      </ul>
      {waiting.length > 0 && (
        <>
          <h3 id={invitesId} className={styles.subtitle}>
            Invitations waiting
          </h3>
          <ul className={styles.list} aria-labelledby={invitesId}>
            {waiting.map(([inviteId, invite]) => (
              <li key={inviteId} className={styles.person}>
                <span>{invite.email}</span>
                <span className={styles.roles}>{rolesOf(invite.roles)}</span>
                <span className={styles.muted}>
                  Invited by {whoDid(invite.invitedBy)}, {when(invite.invitedAt)}; open until {when(invite.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
