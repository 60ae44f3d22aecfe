// How the console words a production's people and times: who did something (and the member of staff who did it as
// them, in an impersonated session), and when, in the house's time zone. Pure, shared by the production's screens
// and the quote page's approvals.
import type { LineDecision, MemberRef } from "@backlot/domain/production";
import { lineStatusLabels } from "@backlot/domain/production";

/** A stored time as a Date: the server writes every production document, so a missing time is a broken one. */
const dateOf = (at: unknown): Date | null => (at instanceof Date && !Number.isNaN(at.getTime()) ? at : null);

/** "Nov 27, 2026, 10:42 AM" in the house's zone; "at an unknown time" for a time the document lacks. */
export function whenFormat(locale: string, timeZone: string): (at: unknown) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return (at) => {
    const date = dateOf(at);
    return date ? format.format(date) : "at an unknown time";
  };
}

/** "Dana Reyes", or "Dana Reyes (Sam Ortiz of the house, signed in as them)" when staff acted as the member. */
export const whoDid = (ref: Pick<MemberRef, "name" | "actedBy">): string =>
  ref.actedBy ? `${ref.name} (${ref.actedBy.staffName} of the house, signed in as them)` : ref.name;

/** "Approved by Dana Reyes, Nov 27, 2026, 10:42 AM"; "Waiting for review" for a line not decided. */
export function decisionWords(decision: LineDecision, when: (at: unknown) => string): string {
  if (decision.status === "pending") return lineStatusLabels.pending;
  return `${lineStatusLabels[decision.status]} by ${whoDid(decision.by)}, ${when(decision.at)}`;
}

/** "1 member", "12 lists". */
export const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${count.toString()} ${count === 1 ? one : many}`;
