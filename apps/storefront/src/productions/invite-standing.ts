// Where an invitation stands for the person holding its link: waiting, or expired (the server refuses it then too;
// the page says so before anyone presses Join).
import type { PendingInvite, ProductionInvite } from "@backlot/domain/production";

export type InviteStanding = { kind: "waiting"; expiresAt: Date } | { kind: "expired"; expiredAt: Date };

export function inviteStanding(invite: Pick<ProductionInvite | PendingInvite, "expiresAt">, now: Date): InviteStanding {
  return invite.expiresAt.getTime() <= now.getTime()
    ? { kind: "expired", expiredAt: invite.expiresAt }
    : { kind: "waiting", expiresAt: invite.expiresAt };
}
