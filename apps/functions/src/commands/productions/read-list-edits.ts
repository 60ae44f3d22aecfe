// The shape of a buyer's edits and a designer's decisions as a call sends them: each field of each one checked, and
// every problem named by where it is ("edits.3.quantity"), before anything is read. What an edit means against the
// stored list (a line gone, a group taken) is the domain's to say, when it applies them (list-edits.ts, review.ts).
import { clientIdPattern, limits, variantIdProblem } from "@backlot/domain";
import type { ListEdit, ListEditKind, ReviewDecision } from "@backlot/domain/production";
import { type CallReader, isPropId } from "../../shared/call-data.js";

type Data = Record<string, unknown>;

/** Reads one object's fields, failing each under `where` on the call's reader. */
function fieldsOf(reader: CallReader, where: string, value: unknown) {
  const data: Data = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Data) : {};
  const fail = (field: string, problem: string) => reader.fail(`${where}.${field}`, problem);
  return {
    id(field: string): string {
      const given = data[field];
      if (typeof given === "string" && clientIdPattern.test(given)) return given;
      fail(field, "must be a document id (20 letters and digits)");
      return "";
    },
    propId(field: string): string {
      const given = data[field];
      if (isPropId(given)) return given;
      fail(field, 'is not a prop id (letters, digits, "_" and "-", like BPH-10432)');
      return "";
    },
    variantId(): { variantId?: string } {
      const given = data.variantId;
      const problem = variantIdProblem(given);
      if (problem) fail("variantId", problem);
      return typeof given === "string" && given !== "" && !problem ? { variantId: given } : {};
    },
    text(field: string, max: number): string {
      const given = data[field] ?? "";
      if (typeof given !== "string") fail(field, "must be text");
      else if (given.length > max) fail(field, `must be at most ${max.toLocaleString("en-US")} characters`);
      return typeof given === "string" ? given : "";
    },
    whole(field: string, min: number, max: number): number {
      const given = data[field];
      if (typeof given === "number" && Number.isInteger(given) && given >= min && given <= max) return given;
      fail(field, `must be a whole number from ${min} to ${max.toLocaleString("en-US")}`);
      return min;
    },
    oneOf<T extends string>(field: string, allowed: readonly T[]): T | null {
      const given = data[field];
      if (typeof given === "string" && (allowed as readonly string[]).includes(given)) return given as T;
      fail(field, `must be one of ${allowed.join(", ")}`);
      return null;
    },
  };
}

/** The items of the array `field`: 1 to `max` of them. */
function itemsOf(reader: CallReader, field: string, max: number, what: string): unknown[] {
  const given = reader.data[field];
  if (!Array.isArray(given) || given.length === 0) {
    reader.fail(field, `must list at least one ${what}`);
    return [];
  }
  if (given.length > max) {
    reader.fail(field, `must list at most ${max} ${what}s in one call: send the rest in another`);
    return [];
  }
  return given;
}

const editKinds: readonly ListEditKind[] = [
  "addLine",
  "setQuantity",
  "setNote",
  "moveLine",
  "removeLine",
  "addGroup",
  "renameGroup",
  "removeGroup",
  "rename",
  "setDates",
  "offerAlternative",
];

/** The call's `edits`, each of a known kind with its fields (the call is refused when any is not). */
export function readListEdits(reader: CallReader): ListEdit[] {
  const { note, groupName, listName, quantity } = limits.production;
  return itemsOf(reader, "edits", limits.production.editsPerCall, "edit").flatMap((value, index): ListEdit[] => {
    const edit = fieldsOf(reader, `edits.${index}`, value);
    const kind = edit.oneOf("kind", editKinds);
    switch (kind) {
      case "addLine":
        return [
          {
            kind,
            lineId: edit.id("lineId"),
            propId: edit.propId("propId"),
            ...edit.variantId(),
            quantity: edit.whole("quantity", 1, quantity),
            note: edit.text("note", note),
            group: edit.text("group", groupName),
          },
        ];
      case "setQuantity":
        return [
          { kind, lineId: edit.id("lineId"), from: edit.whole("from", 1, quantity), to: edit.whole("to", 1, quantity) },
        ];
      case "setNote":
        return [{ kind, lineId: edit.id("lineId"), from: edit.text("from", note), to: edit.text("to", note) }];
      case "moveLine":
        return [{ kind, lineId: edit.id("lineId"), group: edit.text("group", groupName) }];
      case "removeLine":
        return [{ kind, lineId: edit.id("lineId"), rev: edit.whole("rev", 0, Number.MAX_SAFE_INTEGER) }];
      case "addGroup":
      case "removeGroup":
        return [{ kind, name: edit.text("name", groupName) }];
      case "renameGroup":
        return [{ kind, from: edit.text("from", groupName), to: edit.text("to", groupName) }];
      case "rename":
        return [{ kind, name: edit.text("name", listName) }];
      case "setDates":
        return [{ kind, pickUpDate: edit.text("pickUpDate", 10), returnDate: edit.text("returnDate", 10) }];
      case "offerAlternative":
        return [
          {
            kind,
            lineId: edit.id("lineId"),
            alternativeId: edit.id("alternativeId"),
            propId: edit.propId("propId"),
            ...edit.variantId(),
            note: edit.text("note", note),
          },
        ];
      case null:
        return [];
    }
  });
}

const decisionStatuses: readonly ReviewDecision["status"][] = [
  "approved",
  "rejected",
  "alternatives",
  "pending",
  "chosen",
];

/** The call's `decisions`, each naming a line and a known status with its fields. */
export function readReviewDecisions(reader: CallReader): ReviewDecision[] {
  const { reason } = limits.production;
  const items = itemsOf(reader, "decisions", limits.production.decisionsPerCall, "decision");
  return items.flatMap((value, index): ReviewDecision[] => {
    const decision = fieldsOf(reader, `decisions.${index}`, value);
    const lineId = decision.id("lineId");
    const status = decision.oneOf("status", decisionStatuses);
    switch (status) {
      case "approved":
      case "pending":
        return [{ lineId, status }];
      case "rejected":
        return [{ lineId, status, reason: decision.text("reason", reason) }];
      case "alternatives":
        return [{ lineId, status, ask: decision.text("ask", reason) }];
      case "chosen":
        return [{ lineId, status, alternativeId: decision.id("alternativeId") }];
      case null:
        return [];
    }
  });
}
