// Everything that happens to a production, kept by the server (…/productions/{id}/activity/{id}) with who and when:
// its members read it as a feed. And who among the members hears of what: a notice in the header's badge, and a mail
// per list per quiet period (decision 0049).
import type { MemberRef, Production } from "./production.js";
import { membersWith } from "./production.js";

export const activityKinds = [
  "production_created",
  "member_invited",
  "member_joined",
  "member_roles_changed",
  "member_removed",
  "member_left",
  "invite_withdrawn",
  "list_created",
  "list_edited",
  "list_moved",
  "lines_reviewed",
  "commented",
  "sent_to_house",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export interface ProductionActivity {
  kind: ActivityKind;
  by: MemberRef;
  at: Date;
  listId: string | null;
  listName: string;
  /** The feed's sentence, made by the server from the change ("Sam added 2 × BPH-1 to Kitchen"). */
  text: string;
  /** Line ids the change touched, so a list's page can show a line's own history. */
  lineIds: string[];
}

/** The kinds of notice a member gets. */
export type NoticeKind =
  | "review_requested"
  | "lines_reviewed"
  | "list_approved"
  | "changes_requested"
  | "alternative_offered"
  | "mentioned"
  | "sent_to_house";

export interface Notice {
  kind: NoticeKind;
  productionId: string;
  productionName: string;
  listId: string | null;
  listName: string;
  text: string;
  at: Date;
}

/** One member's notices at a vendor (vendors/{v}/productionNotices/{uid}): the badge is `unread`. */
export interface ProductionNotices {
  unread: number;
  /** Newest first, at most limits.production.notices. */
  items: Notice[];
  updatedAt: Date;
}

/** Who hears of a notice of `kind` besides those mentioned: never the member who acted. */
export function noticeRecipients(production: Pick<Production, "members">, kind: NoticeKind, actor: string): string[] {
  switch (kind) {
    case "review_requested":
    case "alternative_offered":
      return membersWith(production, ["designer"], actor);
    case "lines_reviewed":
    case "changes_requested":
      return membersWith(production, ["buyer"], actor);
    case "list_approved":
      return membersWith(production, ["buyer", "coordinator"], actor);
    case "sent_to_house":
      return membersWith(production, ["buyer", "designer", "coordinator", "viewer"], actor);
    case "mentioned":
      return [];
  }
}
