// A production's room's commands (issue 35, decision 0049): what each takes and returns. commandNames lists them with
// the rest (commands.ts). Every one is refused to anyone but the production's members in the role the permissions
// table (production/roles.ts) names; staff signed in as a member act as the member, and are recorded.
import type { ListEdit } from "../production/list-edits.js";
import type { ListMove } from "../production/production-list.js";
import type { ReviewDecision } from "../production/review.js";
import type { ProductionRole } from "../production/roles.js";

/** An approved customer starts a production; they are its first coordinator, with any other roles they choose. */
export interface CreateProductionCall {
  vendorId: string;
  /** Made by the client, so a retry makes one production. */
  productionId: string;
  name: string;
  roles: ProductionRole[];
}

/** A coordinator invites someone by address: a mail with the link, taken by a verified sign-in with that address. */
export interface InviteToProductionCall {
  vendorId: string;
  productionId: string;
  /** Made by the client; the unguessable link in the mail. */
  inviteId: string;
  email: string;
  roles: ProductionRole[];
}

/** The invited person, signed in with the invited address and verified, joins. */
export interface AcceptProductionInviteCall {
  vendorId: string;
  inviteId: string;
}
export interface AcceptProductionInviteResult {
  productionId: string;
}

export type MembershipChange =
  | { kind: "roles"; uid: string; roles: ProductionRole[] }
  | { kind: "remove"; uid: string }
  | { kind: "leave" }
  | { kind: "withdrawInvite"; inviteId: string };

/** A coordinator changes a member's roles, removes them or withdraws an invitation; any member leaves. */
export interface ChangeMembershipCall {
  vendorId: string;
  productionId: string;
  change: MembershipChange;
}

/** A buyer starts a list in a production, with its groups. */
export interface CreateProductionListCall {
  vendorId: string;
  productionId: string;
  listId: string;
  name: string;
  groups: string[];
}

/** A buyer's edits to a list, applied together to what is stored (list-edits.ts). */
export interface EditProductionListCall {
  vendorId: string;
  productionId: string;
  listId: string;
  edits: ListEdit[];
}
export interface ProductionListResult {
  /** The list's revision after the call. */
  rev: number;
}

/** A designer decides lines of a list in review (review.ts). */
export interface ReviewProductionListCall {
  vendorId: string;
  productionId: string;
  listId: string;
  decisions: ReviewDecision[];
}

/** A list's state moves: a buyer sends it for review or reopens it; a designer approves it or requests changes. */
export interface MoveProductionListCall {
  vendorId: string;
  productionId: string;
  listId: string;
  move: ListMove;
  /** A word with the move ("Two chairs short for the kitchen"), for the feed and the mail; "" for none. */
  note: string;
}

/** A member (not a viewer) comments on a list or one of its lines; "@Name" mentions a member. */
export interface CommentOnListCall {
  vendorId: string;
  productionId: string;
  listId: string;
  /** Made by the client, so a retry posts one comment. */
  commentId: string;
  lineId: string | null;
  body: string;
}

/** A member has seen their notices: the badge goes to nought. */
export interface MarkNoticesSeenCall {
  vendorId: string;
}

/** Mail members what happened to lists whose quiet period is over (the schedule does it too). */
export interface MailProductionDigestsCall {
  vendorId: string;
}
export interface MailProductionDigestsResult {
  mailed: number;
}

/** Which production list a quote request or hold is made from: the coordinator's, approved. */
export interface ProductionListRef {
  productionId: string;
  listId: string;
}
