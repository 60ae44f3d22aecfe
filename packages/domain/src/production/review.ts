// The designer's review of a production's list: a decision per line, or the choice of an alternative a buyer offered
// (which takes the line's place, approved). Applied by the server to what is stored, in the same way as edits.
import { limits } from "../limits.js";
import { multiLine } from "../plain-text.js";
import { ListEditProblem } from "./list-edits.js";
import type { MemberRef } from "./production.js";
import type { LineDecision, ProductionLine } from "./production-list.js";

export type ReviewDecision =
  | { lineId: string; status: "approved" }
  | { lineId: string; status: "rejected"; reason: string }
  | { lineId: string; status: "alternatives"; ask: string }
  /** Back to waiting: the designer changed their mind. */
  | { lineId: string; status: "pending" }
  /** One of the line's alternatives takes its place, approved. */
  | { lineId: string; status: "chosen"; alternativeId: string };

export interface ReviewApplied {
  lines: ProductionLine[];
  /** Per decision made, for the feed and the buyers' notices. */
  decided: { lineId: string; propId: string; status: ReviewDecision["status"]; detail: string }[];
}

function reasonOf(text: string, what: string): string {
  const clean = multiLine(text);
  if (clean.length > limits.production.reason) {
    throw new ListEditProblem(`${what} is at most ${limits.production.reason} characters`);
  }
  return clean;
}

/** Applies the designer's `decisions` in order; a line decided as it already was is left alone (a retry). */
export function applyReview(
  lines: readonly ProductionLine[],
  decisions: readonly ReviewDecision[],
  by: MemberRef,
  now: Date,
): ReviewApplied {
  let next = lines.map((line) => ({ ...line }));
  const decided: ReviewApplied["decided"] = [];
  for (const decision of decisions) {
    const line = next.find((candidate) => candidate.id === decision.lineId);
    if (!line) throw new ListEditProblem(`Line ${decision.lineId} is not on the list (a buyer removed it): reload`);
    let updated: ProductionLine;
    let detail = "";
    switch (decision.status) {
      case "approved":
      case "pending": {
        if (line.decision.status === decision.status) continue;
        const made: LineDecision =
          decision.status === "pending" ? { status: "pending" } : { status: "approved", by, at: now };
        updated = { ...line, decision: made };
        break;
      }
      case "rejected": {
        const reason = reasonOf(decision.reason, "A reason");
        if (!reason)
          throw new ListEditProblem(`Say why ${line.propId} is rejected, so the buyer knows what to look for`);
        if (line.decision.status === "rejected" && line.decision.reason === reason) continue;
        updated = { ...line, decision: { status: "rejected", reason, by, at: now } };
        detail = reason;
        break;
      }
      case "alternatives": {
        const ask = reasonOf(decision.ask, "What you are looking for");
        if (line.decision.status === "alternatives" && line.decision.ask === ask) continue;
        updated = { ...line, decision: { status: "alternatives", ask, by, at: now } };
        detail = ask;
        break;
      }
      case "chosen": {
        const alternative = line.alternatives.find((candidate) => candidate.id === decision.alternativeId);
        if (!alternative) {
          // A retry after the swap finds the alternative already in the line's place.
          if (line.replaced && line.decision.status === "approved") continue;
          throw new ListEditProblem(`That alternative is no longer offered on ${line.propId}: reload`);
        }
        const { propId, variantId } = line;
        updated = {
          ...line,
          propId: alternative.propId,
          ...(alternative.variantId ? { variantId: alternative.variantId } : {}),
          note: alternative.note || line.note,
          alternatives: line.alternatives.filter((candidate) => candidate.id !== alternative.id),
          replaced: { propId, ...(variantId ? { variantId } : {}) },
          decision: { status: "approved", by, at: now },
        };
        if (!alternative.variantId) delete updated.variantId;
        detail = `${propId} → ${alternative.propId}`;
        break;
      }
    }
    updated = { ...updated, rev: line.rev + 1 };
    next = next.map((candidate) => (candidate.id === line.id ? updated : candidate));
    decided.push({ lineId: line.id, propId: updated.propId, status: decision.status, detail });
  }
  return { lines: next, decided };
}
