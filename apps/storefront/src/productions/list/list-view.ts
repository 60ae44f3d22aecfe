// What a production list's page works out from the live documents, once per change: the state moves a member is
// offered, comments by line, and the words announced when decisions arrive. Pure, so it is tested without a page.
import {
  type ListComment,
  type ListMove,
  type ProductionAction,
  type ProductionLine,
  type ProductionList,
  lineStatusLabels,
  listMoveProblem,
  listMoves,
} from "@backlot/domain/production";

export const moveLabels: Record<ListMove, string> = {
  send_for_review: "Send for review",
  reopen: "Reopen",
  approve: "Approve list",
  request_changes: "Request changes",
};

export interface OfferedMove {
  move: ListMove;
  label: string;
  /** Why it cannot happen now, in the member's words; null when it can. */
  problem: string | null;
}

/** The moves that take a list forward: on a list still drafting, shown (disabled, saying why) before they can be. */
const forwardMoves: readonly ListMove[] = ["send_for_review", "approve", "request_changes"];

/**
 * The moves `may` allows, in the table's order: those that can start from the list's state (with their problem, when
 * the lines are not ready for it), and on a list still drafting the forward ones too, so a designer sees what they
 * will do and why not yet. A move the list has gone past (sending a list in review for review) is not offered.
 */
export function offeredMoves(
  list: Pick<ProductionList, "state" | "lines" | "name">,
  may: (action: ProductionAction) => boolean,
): OfferedMove[] {
  return (Object.keys(listMoves) as ListMove[])
    .filter((move) => may(listMoves[move].by))
    .filter(
      (move) => listMoves[move].from.includes(list.state) || (list.state === "drafting" && forwardMoves.includes(move)),
    )
    .map((move) => ({ move, label: moveLabels[move], problem: listMoveProblem(list, move) }));
}

/** The key comments on the list as a whole go under in `commentsByLine`. */
export const wholeList = "";

/**
 * Comments by the line they are on (`wholeList` for the list's own), oldest first as given. Done once per change of
 * the comments, so each line reads its own without filtering all of them.
 */
export function commentsByLine<Comment extends Pick<ListComment, "lineId">>(
  comments: readonly Comment[],
): Map<string, Comment[]> {
  const byLine = new Map<string, Comment[]>();
  for (const comment of comments) {
    const key = comment.lineId ?? wholeList;
    const held = byLine.get(key);
    if (held) held.push(comment);
    else byLine.set(key, [comment]);
  }
  return byLine;
}

type DecidedLine = Pick<ProductionLine, "id" | "propId" | "decision">;

/** How many decisions arriving at once are read out one by one; more are summed up. */
const newsOneByOne = 3;

/**
 * What a screen reader hears when decisions change (another member's, live, or the reader's own once stored):
 * "Approved: Brass floor lamp", or "5 lines decided" for a batch. `nameOf` names a line's prop. Lines added or
 * removed are not decisions, and say nothing.
 */
export function decisionNews(
  before: readonly DecidedLine[],
  after: readonly DecidedLine[],
  nameOf: (propId: string) => string,
): string {
  const was = new Map(before.map((line) => [line.id, line.decision.status]));
  const changed = after.filter((line) => {
    const previous = was.get(line.id);
    return previous !== undefined && previous !== line.decision.status;
  });
  if (changed.length === 0) return "";
  if (changed.length > newsOneByOne) return `${changed.length.toLocaleString("en-US")} lines decided`;
  return changed
    .map((line) => {
      const by = line.decision.status === "pending" ? "" : ` by ${line.decision.by.name}`;
      return `${lineStatusLabels[line.decision.status]}${by}: ${nameOf(line.propId)}`;
    })
    .join(". ");
}
