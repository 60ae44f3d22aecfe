// What a buyer does to a production's list, as edits the server applies in a transaction to what is stored then.
// Each edit says what it saw (a quantity's and a note's starting value, a line's revision), so two members editing
// at once lose nothing: quantities move by each one's change, notes merge word by word, and a removal of a line
// someone changed since is refused (decision 0049).
import { limits } from "../limits.js";
import { multiLine, singleLine } from "../plain-text.js";
import { mergeNote, mergeQuantity } from "./merge-note.js";
import type { MemberRef } from "./production.js";
import type { Alternative, ProductionLine, ProductionList } from "./production-list.js";

export type ListEdit =
  | {
      kind: "addLine";
      lineId: string;
      propId: string;
      variantId?: string;
      quantity: number;
      note: string;
      group: string;
    }
  | { kind: "setQuantity"; lineId: string; from: number; to: number }
  | { kind: "setNote"; lineId: string; from: string; to: string }
  | { kind: "moveLine"; lineId: string; group: string }
  | { kind: "removeLine"; lineId: string; rev: number }
  | { kind: "addGroup"; name: string }
  | { kind: "renameGroup"; from: string; to: string }
  /** Only an empty group: its lines move first (or go). */
  | { kind: "removeGroup"; name: string }
  | { kind: "rename"; name: string }
  | { kind: "setDates"; pickUpDate: string; returnDate: string }
  | {
      kind: "offerAlternative";
      lineId: string;
      alternativeId: string;
      propId: string;
      variantId?: string;
      note: string;
    };

export type ListEditKind = ListEdit["kind"];

/** What an edit did, for the activity feed ("Sam added 2 × Brass floor lamp to Kitchen"). */
export interface EditDone {
  kind: ListEditKind;
  lineId?: string;
  propId?: string;
  variantId?: string;
  /** The edit's own words, with props named by id; the feed names them. */
  detail: string;
}

export interface EditsApplied {
  list: Pick<ProductionList, "name" | "groups" | "lines" | "pickUpDate" | "returnDate">;
  done: EditDone[];
  /** Lines whose decision went back to waiting because what was decided changed. */
  reopened: string[];
}

/** Why an edit cannot apply; the server refuses the whole call with these, nothing half done. */
export class ListEditProblem extends Error {}

/** How many merged adds' ids a line remembers: a retry comes within seconds, after a handful of edits at most. */
const mergedIdsKept = 20;

const findLine = (lines: ProductionLine[], lineId: string) => {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new ListEditProblem(`Line ${lineId} is not on the list (someone removed it): reload and try again`);
  return line;
};

const quantityProblem = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= limits.production.quantity
    ? null
    : `A quantity is a whole number from 1 to ${limits.production.quantity}`;

export const groupName = (name: string): string => singleLine(name);

function checkGroup(group: string): string {
  const name = groupName(group);
  if (name.length > limits.production.groupName) {
    throw new ListEditProblem(`A group's name is at most ${limits.production.groupName} characters`);
  }
  return name;
}

function checkNote(note: string): string {
  const clean = multiLine(note);
  if (clean.length > limits.production.note) {
    throw new ListEditProblem(`A note is at most ${limits.production.note} characters`);
  }
  return clean;
}

const sameProp = (a: { propId: string; variantId?: string }, b: { propId: string; variantId?: string }) =>
  a.propId === b.propId && (a.variantId ?? "") === (b.variantId ?? "");

/** What a changed quantity or prop does to a decision: it was about what the line held, so it waits again. */
const reopen = (line: ProductionLine): ProductionLine =>
  line.decision.status === "pending" ? line : { ...line, decision: { status: "pending" } };

/**
 * Applies `edits` in order to `list` for `by`. Throws ListEditProblem for an edit that cannot apply, naming it.
 * Adding a line whose id is there already does nothing (a retry); adding a prop a group holds already adds to it.
 */
export function applyListEdits(
  list: Pick<ProductionList, "name" | "groups" | "lines" | "pickUpDate" | "returnDate">,
  edits: readonly ListEdit[],
  by: MemberRef,
  now: Date,
): EditsApplied {
  let { name, groups, lines, pickUpDate, returnDate } = list;
  groups = [...groups];
  lines = lines.map((line) => ({ ...line }));
  const done: EditDone[] = [];
  const reopened = new Set<string>();
  const change = (lineId: string, update: (line: ProductionLine) => ProductionLine) => {
    lines = lines.map((line) => (line.id === lineId ? { ...update(line), rev: line.rev + 1 } : line));
  };
  for (const edit of edits) {
    switch (edit.kind) {
      case "addLine": {
        // A retry finds its line, or the line it was merged into.
        if (lines.some((line) => line.id === edit.lineId || line.mergedIds?.includes(edit.lineId))) break;
        const problem = quantityProblem(edit.quantity);
        if (problem) throw new ListEditProblem(problem);
        const group = checkGroup(edit.group);
        const note = checkNote(edit.note);
        const same = lines.find((line) => line.group === group && sameProp(line, edit));
        if (same) {
          change(same.id, (line) =>
            reopen({
              ...line,
              quantity: Math.min(limits.production.quantity, line.quantity + edit.quantity),
              // Kept so a retried add is known; the newest few are enough for a retry's window.
              mergedIds: [...(line.mergedIds ?? []), edit.lineId].slice(-mergedIdsKept),
            }),
          );
          if (same.decision.status !== "pending") reopened.add(same.id);
          done.push({ kind: "addLine", lineId: same.id, propId: edit.propId, detail: `${edit.quantity} more` });
          break;
        }
        if (lines.length >= limits.production.lines) {
          throw new ListEditProblem(`A list holds at most ${limits.production.lines} lines: start another list`);
        }
        if (group !== "" && !groups.includes(group)) groups.push(group);
        lines.push({
          id: edit.lineId,
          propId: edit.propId,
          ...(edit.variantId ? { variantId: edit.variantId } : {}),
          quantity: edit.quantity,
          note,
          group,
          decision: { status: "pending" },
          alternatives: [],
          rev: 1,
          addedBy: by,
        });
        const where = group ? ` to ${group}` : "";
        done.push({ kind: "addLine", lineId: edit.lineId, propId: edit.propId, detail: `${edit.quantity}${where}` });
        break;
      }
      case "setQuantity": {
        const problem = quantityProblem(edit.to);
        if (problem) throw new ListEditProblem(problem);
        const line = findLine(lines, edit.lineId);
        const quantity = mergeQuantity(edit.from, line.quantity, edit.to, limits.production.quantity);
        if (quantity === line.quantity) break;
        change(line.id, (current) => reopen({ ...current, quantity }));
        if (line.decision.status !== "pending") reopened.add(line.id);
        done.push({
          kind: "setQuantity",
          lineId: line.id,
          propId: line.propId,
          detail: `${line.quantity} → ${quantity}`,
        });
        break;
      }
      case "setNote": {
        const line = findLine(lines, edit.lineId);
        const note = checkNote(mergeNote(multiLine(edit.from), line.note, checkNote(edit.to)));
        if (note === line.note) break;
        change(line.id, (current) => ({ ...current, note }));
        done.push({ kind: "setNote", lineId: line.id, propId: line.propId, detail: note });
        break;
      }
      case "moveLine": {
        const line = findLine(lines, edit.lineId);
        const group = checkGroup(edit.group);
        if (group === line.group) break;
        if (group !== "" && !groups.includes(group)) groups.push(group);
        change(line.id, (current) => ({ ...current, group }));
        done.push({ kind: "moveLine", lineId: line.id, propId: line.propId, detail: group || "no group" });
        break;
      }
      case "removeLine": {
        const line = lines.find((candidate) => candidate.id === edit.lineId);
        if (!line) break;
        if (line.rev > edit.rev) {
          throw new ListEditProblem(
            `${line.propId} changed since you looked (by ${line.addedBy.name} or another member): check it, then ` +
              "remove it again",
          );
        }
        lines = lines.filter((candidate) => candidate.id !== line.id);
        done.push({ kind: "removeLine", lineId: line.id, propId: line.propId, detail: `${line.quantity}` });
        break;
      }
      case "addGroup": {
        const group = checkGroup(edit.name);
        if (group === "") throw new ListEditProblem("Name the group (a set, a scene or a shoot day)");
        if (groups.includes(group)) break;
        if (groups.length >= limits.production.groups) {
          throw new ListEditProblem(`A list has at most ${limits.production.groups} groups`);
        }
        groups.push(group);
        done.push({ kind: "addGroup", detail: group });
        break;
      }
      case "renameGroup": {
        const from = groupName(edit.from);
        const to = checkGroup(edit.to);
        if (to === "") throw new ListEditProblem("A group needs a name");
        if (!groups.includes(from)) throw new ListEditProblem(`There is no group "${from}" (someone renamed it)`);
        if (from === to) break;
        if (groups.includes(to)) throw new ListEditProblem(`There is a group "${to}" already: move the lines to it`);
        groups = groups.map((group) => (group === from ? to : group));
        lines = lines.map((line) => (line.group === from ? { ...line, group: to } : line));
        done.push({ kind: "renameGroup", detail: `${from} → ${to}` });
        break;
      }
      case "removeGroup": {
        const group = groupName(edit.name);
        if (!groups.includes(group)) break;
        const held = lines.filter((line) => line.group === group).length;
        if (held > 0) {
          throw new ListEditProblem(
            `"${group}" still has ${held} line${held === 1 ? "" : "s"}: move or remove them first`,
          );
        }
        groups = groups.filter((candidate) => candidate !== group);
        done.push({ kind: "removeGroup", detail: group });
        break;
      }
      case "rename": {
        const renamed = singleLine(edit.name);
        if (!renamed || renamed.length > limits.production.listName) {
          throw new ListEditProblem(`A list's name is 1 to ${limits.production.listName} characters`);
        }
        if (renamed === name) break;
        done.push({ kind: "rename", detail: `${name} → ${renamed}` });
        name = renamed;
        break;
      }
      case "setDates": {
        const date = /^(\d{4}-\d{2}-\d{2})?$/;
        if (!date.test(edit.pickUpDate) || !date.test(edit.returnDate)) {
          throw new ListEditProblem('Dates are "YYYY-MM-DD", or empty until chosen');
        }
        if (edit.pickUpDate && edit.returnDate && edit.returnDate < edit.pickUpDate) {
          throw new ListEditProblem("The return date is on or after the pick-up date");
        }
        if (edit.pickUpDate === pickUpDate && edit.returnDate === returnDate) break;
        pickUpDate = edit.pickUpDate;
        returnDate = edit.returnDate;
        done.push({ kind: "setDates", detail: `${pickUpDate || "?"} to ${returnDate || "?"}` });
        break;
      }
      case "offerAlternative": {
        const line = findLine(lines, edit.lineId);
        if (line.alternatives.some((alternative) => alternative.id === edit.alternativeId)) break;
        if (sameProp(line, edit) || line.alternatives.some((alternative) => sameProp(alternative, edit))) {
          throw new ListEditProblem(`${edit.propId} is on this line already`);
        }
        if (line.alternatives.length >= limits.production.alternatives) {
          throw new ListEditProblem(`A line has at most ${limits.production.alternatives} alternatives`);
        }
        const alternative: Alternative = {
          id: edit.alternativeId,
          propId: edit.propId,
          ...(edit.variantId ? { variantId: edit.variantId } : {}),
          note: checkNote(edit.note),
          by,
          at: now,
        };
        change(line.id, (current) => ({ ...current, alternatives: [...current.alternatives, alternative] }));
        done.push({ kind: "offerAlternative", lineId: line.id, propId: edit.propId, detail: line.propId });
        break;
      }
    }
  }
  return { list: { name, groups, lines, pickUpDate, returnDate }, done, reopened: [...reopened] };
}
