// A production (a show, a film, a campaign): a shared account at one prop house whose members build and review set
// lists together (issue 35, decision 0049). Stored at vendors/{vendorId}/productions/{productionId}; only the server
// writes it, and only its members and the house's staff read it.
import type { ActedBy } from "../commands/impersonation.js";
import type { ProductionRole } from "./roles.js";

/** Who did something, as every member reads it: never an address. */
export interface MemberRef {
  uid: string;
  name: string;
  /** Staff signed in as the member did it (an impersonated session); absent when the member did. */
  actedBy?: ActedBy;
}

export interface ProductionMember {
  /** As the member's record names them ("Dana Reyes"), else their address's local part. */
  name: string;
  /** Their sign-in address: teammates see it, to know who is who. */
  email: string;
  roles: ProductionRole[];
  joinedAt: Date;
  /** The invitation they joined by (absent for the creator): taking it again finds them, and answers the same. */
  inviteId?: string;
}

/** An invitation waiting to be taken, as members see it on the production. */
export interface PendingInvite {
  email: string;
  roles: ProductionRole[];
  invitedBy: MemberRef;
  invitedAt: Date;
  expiresAt: Date;
}

export interface Production {
  name: string;
  /** uid -> member. Removing a key takes the member's access away at once (the rules read this map). */
  members: Record<string, ProductionMember>;
  /** The same uids, for "my productions" (array-contains); the server keeps them in step with `members`. */
  memberUids: string[];
  /** inviteId -> invitation not yet taken or withdrawn. */
  invites: Record<string, PendingInvite>;
  /** Lists made, for the production's page and limits. */
  listCount: number;
  createdBy: MemberRef;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * An invitation, at vendors/{vendorId}/productionInvites/{inviteId}: read only by a verified sign-in with the same
 * address, taken by one (acceptProductionInvite). The id is unguessable and is the link in the mail.
 */
export interface ProductionInvite {
  productionId: string;
  productionName: string;
  /** Normalised: trimmed, lower case, as Auth and ID tokens keep it. */
  email: string;
  roles: ProductionRole[];
  invitedBy: MemberRef;
  invitedAt: Date;
  expiresAt: Date;
}

/** How long an invitation waits: a prep period's first weeks. */
export const productionInviteLifetimeDays = 14;

/** Auth keeps addresses in lower case, and so do ID tokens: an invitation is found by the same spelling. */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/** A plausible address to invite (the mail bounces otherwise; the server cannot prove more). */
export const isInvitableEmail = (email: string): boolean =>
  /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(normalisedEmail(email));

/** The coordinators of a production: someone must remain to manage it. */
export const coordinatorsOf = (production: Pick<Production, "members">): string[] =>
  Object.entries(production.members)
    .filter(([, member]) => member.roles.includes("coordinator"))
    .map(([uid]) => uid);

/** Members holding any of `roles`, but not `except` (the one who acted needs no word of it). */
export function membersWith(
  production: Pick<Production, "members">,
  roles: readonly ProductionRole[],
  except?: string,
): string[] {
  return Object.entries(production.members)
    .filter(([uid, member]) => uid !== except && member.roles.some((role) => roles.includes(role)))
    .map(([uid]) => uid);
}
