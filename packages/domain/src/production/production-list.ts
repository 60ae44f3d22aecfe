// A production's set list: lines grouped by set, scene or shoot day, edited by the buyers live, reviewed line by line
// by the designer, and sent to the prop house by the coordinator once approved (issue 35, decision 0049).
// Stored at vendors/{vendorId}/productions/{productionId}/lists/{listId}; only the server writes it.
import type { MemberRef } from "./production.js";

export const listStates = ["drafting", "in_review", "approved", "changes_requested"] as const;
export type ListState = (typeof listStates)[number];

export const listStateLabels: Record<ListState, string> = {
  drafting: "Drafting",
  in_review: "In review",
  approved: "Approved",
  changes_requested: "Changes requested",
};

export type LineDecision =
  | { status: "pending" }
  | { status: "approved"; by: MemberRef; at: Date }
  | { status: "rejected"; reason: string; by: MemberRef; at: Date }
  /** "Show me alternatives": the buyer answers with other props, and the designer chooses among them. */
  | { status: "alternatives"; ask: string; by: MemberRef; at: Date };

export type LineStatus = LineDecision["status"];

export const lineStatusLabels: Record<LineStatus, string> = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
  alternatives: "Alternatives asked for",
};

/** Another prop a buyer offers in a line's place, shown beside it. */
export interface Alternative {
  /** Made by the client, so a retried offer is one offer. */
  id: string;
  propId: string;
  variantId?: string;
  note: string;
  by: MemberRef;
  at: Date;
}

export interface ProductionLine {
  /** Made by the client (20 letters and digits), so a retried add is one line. */
  id: string;
  propId: string;
  variantId?: string;
  quantity: number;
  note: string;
  /** The set, scene or shoot day it is for ("Act 2 · Kitchen"); "" for none. */
  group: string;
  decision: LineDecision;
  alternatives: Alternative[];
  /** The prop the line held before the designer chose an alternative: the history's word on the swap. */
  replaced?: { propId: string; variantId?: string };
  /** Ids of adds of the same prop to the same group merged into this line: a retried add finds them, does nothing. */
  mergedIds?: string[];
  /** Bumped by every change to the line: a removal names the revision it saw, and a newer one refuses it. */
  rev: number;
  addedBy: MemberRef;
}

/** Where a list went at the prop house: the coordinator's request, hold or order. */
export interface SentToHouse {
  kind: "quote" | "hold" | "order";
  id: string;
  by: MemberRef;
  at: Date;
}

export interface ProductionList {
  productionId: string;
  name: string;
  state: ListState;
  /** The groups in the order the buyers set, empty ones too. */
  groups: string[];
  lines: ProductionLine[];
  /** The rental's dates ("YYYY-MM-DD" at the vendor), "" until chosen. */
  pickUpDate: string;
  returnDate: string;
  /** Bumped by every change: the clients' and the benchmark's measure of "this is newer". */
  rev: number;
  commentCount: number;
  /** What the list was sent as, newest last. */
  sent: SentToHouse[];
  createdBy: MemberRef;
  createdAt: Date;
  updatedAt: Date;
  /** The last move of its state, for the list's header ("Sent for review by Sam, 10:42"). */
  stateChangedBy: MemberRef | null;
  stateChangedAt: Date | null;
}

/** A comment on a list or one of its lines, at …/lists/{listId}/comments/{commentId}. */
export interface ListComment {
  /** The line it is on; null for the list as a whole. */
  lineId: string | null;
  body: string;
  /** Members named with "@Name" in the body, found by the server. */
  mentions: string[];
  by: MemberRef;
  at: Date;
}

/** Lines by group, in the list's group order, then lines in no group (""). */
export function linesByGroup<Line extends Pick<ProductionLine, "group">>(list: {
  groups: readonly string[];
  lines: readonly Line[];
}): { group: string; lines: Line[] }[] {
  const order = [...list.groups, ...list.lines.map((line) => line.group).filter((g) => !list.groups.includes(g))];
  const unique = [...new Set(order.filter((group) => group !== "")), ""];
  return unique
    .map((group) => ({ group, lines: list.lines.filter((line) => line.group === group) }))
    .filter(({ group, lines }) => group !== "" || lines.length > 0)
    .filter(({ group, lines }) => lines.length > 0 || list.groups.includes(group));
}

export interface ReviewCounts {
  lines: number;
  pending: number;
  approved: number;
  rejected: number;
  alternatives: number;
}

export function reviewCounts(list: Pick<ProductionList, "lines">): ReviewCounts {
  const counts: ReviewCounts = { lines: list.lines.length, pending: 0, approved: 0, rejected: 0, alternatives: 0 };
  for (const line of list.lines) counts[line.decision.status] += 1;
  return counts;
}

/** "12 approved, 1 rejected, 2 waiting of 15": the list's progress as a sentence. */
export function reviewProgressLabel(counts: ReviewCounts): string {
  const parts = [
    counts.approved ? `${counts.approved} approved` : "",
    counts.rejected ? `${counts.rejected} rejected` : "",
    counts.alternatives ? `${counts.alternatives} asking for alternatives` : "",
    counts.pending ? `${counts.pending} waiting` : "",
  ].filter(Boolean);
  return counts.lines === 0 ? "No lines yet" : `${parts.join(", ")} of ${counts.lines}`;
}

/** The lines an approved list sends to the house: the approved ones; rejected and undecided lines stay out. */
export const approvedLines = <Line extends Pick<ProductionLine, "decision">>(lines: readonly Line[]): Line[] =>
  lines.filter((line) => line.decision.status === "approved");

export type ListMove = "send_for_review" | "approve" | "request_changes" | "reopen";

/** Who moves a list, and from where to where. */
export const listMoves: Record<ListMove, { from: readonly ListState[]; to: ListState; by: "editLists" | "review" }> = {
  send_for_review: { from: ["drafting", "changes_requested"], to: "in_review", by: "editLists" },
  approve: { from: ["in_review"], to: "approved", by: "review" },
  request_changes: { from: ["in_review"], to: "changes_requested", by: "review" },
  /** Back to drafting, to change an approved list or one in review; decisions of unchanged lines stay. */
  reopen: { from: ["in_review", "approved", "changes_requested"], to: "drafting", by: "editLists" },
};

/** Why `move` cannot happen to the list now, in the words of the member who tried; null when it can. */
export function listMoveProblem(list: Pick<ProductionList, "state" | "lines" | "name">, move: ListMove): string | null {
  const { from, to } = listMoves[move];
  if (!from.includes(list.state)) {
    return `"${list.name}" is ${listStateLabels[list.state].toLowerCase()}; it cannot become ${listStateLabels[
      to
    ].toLowerCase()} from there`;
  }
  const counts = reviewCounts(list);
  if (move === "send_for_review" && counts.lines === 0)
    return `Add props to "${list.name}" before sending it for review`;
  if (move === "approve") {
    const open = counts.pending + counts.alternatives;
    if (open > 0) {
      return (
        `${open} line${open === 1 ? "" : "s"} of "${list.name}" still need${open === 1 ? "s" : ""} a decision: ` +
        "approve or reject each line first"
      );
    }
    if (counts.approved === 0) return `No line of "${list.name}" is approved: approve at least one, or request changes`;
  }
  return null;
}

/** Whether the designer may decide lines now: only while the list is in review. */
export const reviewOpen = (list: Pick<ProductionList, "state">): boolean => list.state === "in_review";

/** Whether the coordinator may send the list to the house: approved, with at least one approved line. */
export function sendToHouseProblem(list: Pick<ProductionList, "state" | "lines" | "name">): string | null {
  if (list.state !== "approved") {
    return `"${list.name}" is ${listStateLabels[list.state].toLowerCase()}: the designer approves it first`;
  }
  if (approvedLines(list.lines).length === 0) return `No line of "${list.name}" is approved`;
  return null;
}
