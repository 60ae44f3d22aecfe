// The activity feed's and the notices' sentences about a list, with props named as the catalogue names them:
// "Sam added 2 × Brass floor lamp to Kitchen", "Dana approved 3 lines, rejected 1 of Kitchen".
import type { EditDone, ListMove, ReviewApplied } from "@backlot/domain/production";
import { type PropNames, listed } from "./open-list.js";

/** At most this many changes are spelled out in one entry; the rest are counted. */
const spelledOut = 6;

function editPhrase(done: EditDone, nameOf: PropNames): string {
  const name = done.propId ? nameOf(done.propId) : "";
  switch (done.kind) {
    case "addLine": {
      // "2 to Kitchen" for a new line, "3 more" for a prop the group held already.
      const [, quantity = "", more = "", rest = ""] = /^(\d+)( more)?(.*)$/.exec(done.detail) ?? [];
      return more ? `added ${quantity} more × ${name}` : `added ${quantity} × ${name}${rest}`;
    }
    case "setQuantity":
      return `changed ${name} from ${done.detail.replace(" → ", " to ")}`;
    case "setNote":
      return `changed the note on ${name}`;
    case "moveLine":
      return `moved ${name} to ${done.detail}`;
    case "removeLine":
      return `removed ${done.detail} × ${name}`;
    case "addGroup":
      return `added the group ${done.detail}`;
    case "renameGroup":
      return `renamed the group ${done.detail.replace(" → ", " to ")}`;
    case "removeGroup":
      return `removed the group ${done.detail}`;
    case "rename":
      return `renamed the list ${done.detail.replace(" → ", " to ")}`;
    case "setDates":
      return `set the dates from ${done.detail}`;
    case "offerAlternative":
      return `offered ${name} instead of ${nameOf(done.detail)}`;
  }
}

/** "Sam added 2 × Lamp to Kitchen and changed Stool from 2 to 4", the changes past a few counted. */
export function editSentence(who: string, done: readonly EditDone[], nameOf: PropNames): string {
  const phrases = done.slice(0, spelledOut).map((each) => editPhrase(each, nameOf));
  const more = done.length - phrases.length;
  return `${who} ${listed(more > 0 ? [...phrases, `made ${more} more change${more === 1 ? "" : "s"}`] : phrases)}`;
}

/** "Dana offered Lamp instead of Stool on Kitchen", one sentence per alternative offered. */
export const offeredSentences = (who: string, done: readonly EditDone[], nameOf: PropNames, listName: string) =>
  done
    .filter((each) => each.kind === "offerAlternative")
    .map((each) => `${who} ${editPhrase(each, nameOf)} on ${listName}`);

const decisionVerbs: Record<ReviewApplied["decided"][number]["status"], string> = {
  approved: "approved",
  rejected: "rejected",
  alternatives: "asked for alternatives to",
  chosen: "chose an alternative for",
  pending: "set back to waiting",
};

/** "Dana approved 3 lines, rejected 1 of Kitchen". */
export function reviewSentence(who: string, decided: ReviewApplied["decided"], listName: string): string {
  const counts = new Map<string, number>();
  for (const each of decided) counts.set(each.status, (counts.get(each.status) ?? 0) + 1);
  const parts = [...counts].map(([status, count], index) => {
    const verb = decisionVerbs[status as keyof typeof decisionVerbs];
    const lines = index === 0 ? ` line${count === 1 ? "" : "s"}` : "";
    return `${verb} ${count}${lines}`;
  });
  return `${who} ${parts.join(", ")} of ${listName}`;
}

/** The reasons and asks of the decisions, named by prop, for the buyers' notice and mail. */
export const decisionDetails = (decided: ReviewApplied["decided"], nameOf: PropNames): string[] =>
  decided
    .filter((each) => each.detail && (each.status === "rejected" || each.status === "alternatives"))
    .map((each) => `${nameOf(each.propId)}: ${each.detail}`);

const moveVerbs: Record<ListMove, string> = {
  send_for_review: "sent {list} for review",
  approve: "approved {list}",
  request_changes: "requested changes to {list}",
  reopen: "reopened {list} for changes",
};

/** "Sam sent Kitchen for review: two chairs still to find". */
export const moveSentence = (who: string, move: ListMove, listName: string, note: string): string =>
  `${who} ${moveVerbs[move].replace("{list}", listName)}${note ? `: ${note}` : ""}`;
