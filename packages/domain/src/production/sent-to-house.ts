// What the prop house reads of a production on a quote request made from its approved list: the production, its
// members, and who approved each line (issue 35: "the quote names the production and its members").
import { limits } from "../limits.js";
import type { QuoteLine } from "../quote/quote-request.js";
import { roleLabels } from "./roles.js";
import type { Production } from "./production.js";
import type { ProductionList } from "./production-list.js";
import { approvedLines } from "./production-list.js";

export interface LineApproval {
  propId: string;
  variantId?: string;
  /** The designer's name. */
  approvedBy: string;
  at: Date;
  /** The prop the designer chose this one over, when it was an alternative. */
  replaced?: string;
}

export interface ProductionOnQuote {
  productionId: string;
  productionName: string;
  listId: string;
  listName: string;
  /** "Dana Reyes (Designer)", "Sam Ortiz (Buyer, Coordinator)": who the house deals with. */
  members: string[];
  approvals: LineApproval[];
  /** Lines left out because they were rejected, for the house's information. */
  rejected: number;
}

/**
 * The id of a production list's hold (and its bookings' key): "{productionId}_{listId}", a shape no set list's id
 * (20 letters and digits, chosen by its owner's client) can take, so a personal hold never replaces a production's.
 */
export const productionHoldId = ({ productionId, listId }: { productionId: string; listId: string }): string =>
  `${productionId}_${listId}`;

/** A production list's hold's id, as productionHoldId makes it. */
export const productionHoldIdPattern = /^[A-Za-z0-9]{20}_[A-Za-z0-9]{20}$/;

/** A note as a quote's line holds it: at most limits.quote.lineNote characters, cut with "…" when longer. */
const quoteNote = (note: string) =>
  note.length > limits.quote.lineNote ? `${note.slice(0, limits.quote.lineNote - 1)}…` : note;

/**
 * The approved lines as a quote's lines: one per prop and variant, quantities of the same prop summed, within the
 * quote's limits (a line's group before its note; a sum or notes too long for one line stay on two).
 */
export function quoteLinesOf(list: Pick<ProductionList, "lines">): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const line of approvedLines(list.lines)) {
    const where = line.group ? `${line.group}: ` : "";
    const note = line.note ? `${where}${line.note}` : line.group;
    const same = lines.find(
      (found) =>
        found.propId === line.propId &&
        found.variantId === line.variantId &&
        found.quantity + line.quantity <= limits.quote.quantity &&
        [found.note, note].filter(Boolean).join("; ").length <= limits.quote.lineNote,
    );
    if (same) {
      same.quantity += line.quantity;
      same.note = [same.note, note].filter(Boolean).join("; ");
      continue;
    }
    lines.push({
      propId: line.propId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: Math.min(line.quantity, limits.quote.quantity),
      note: quoteNote(note),
    });
  }
  return lines;
}

export function productionOnQuote(
  productionId: string,
  production: Pick<Production, "name" | "members">,
  listId: string,
  list: Pick<ProductionList, "name" | "lines">,
): ProductionOnQuote {
  const members = Object.values(production.members)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((member) => `${member.name} (${member.roles.map((role) => roleLabels[role]).join(", ")})`);
  const approvals = list.lines.flatMap((line): LineApproval[] =>
    line.decision.status === "approved"
      ? [
          {
            propId: line.propId,
            ...(line.variantId ? { variantId: line.variantId } : {}),
            approvedBy: line.decision.by.name,
            at: line.decision.at,
            ...(line.replaced ? { replaced: line.replaced.propId } : {}),
          },
        ]
      : [],
  );
  const rejected = list.lines.filter((line) => line.decision.status === "rejected").length;
  return { productionId, productionName: production.name, listId, listName: list.name, members, approvals, rejected };
}
