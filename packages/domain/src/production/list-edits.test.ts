// A buyer's edits applied to the stored list: each kind, what it refuses, and what it does to decisions.
import { describe, expect, it } from "vitest";
import { limits } from "../limits.js";
import { type ListEdit, ListEditProblem, applyListEdits } from "./list-edits.js";
import { fakeBuyer, fakeDesigner, fakeLine, fakeNow } from "./fake-lines.js";
import type { ProductionLine, ProductionList } from "./production-list.js";

const [sam, dana, now] = [fakeBuyer, fakeDesigner, fakeNow];

const fakeList = (lines: ProductionLine[] = [], extra: Partial<ProductionList> = {}) => ({
  name: "Act 1",
  groups: ["Kitchen", "Diner"],
  lines,
  pickUpDate: "",
  returnDate: "",
  ...extra,
});

const apply = (list: ReturnType<typeof fakeList>, edits: ListEdit[]) => applyListEdits(list, edits, sam, now);
const approved = { status: "approved" as const, by: dana, at: now };

describe("applyListEdits", () => {
  it("adds a line, and its group when new; a retried add is one line", () => {
    const add: ListEdit = { kind: "addLine", lineId: "a", propId: "LAMP", quantity: 3, note: " tall ", group: "Porch" };
    const { list, done } = apply(fakeList(), [add, add]);
    expect(list.groups).toEqual(["Kitchen", "Diner", "Porch"]);
    expect(list.lines).toEqual([
      {
        id: "a",
        propId: "LAMP",
        quantity: 3,
        note: "tall",
        group: "Porch",
        decision: { status: "pending" },
        alternatives: [],
        rev: 1,
        addedBy: sam,
      },
    ]);
    expect(done).toEqual([{ kind: "addLine", lineId: "a", propId: "LAMP", detail: "3 to Porch" }]);
  });

  it("adds to the line of a prop the group holds already, which waits for review again", () => {
    const line = fakeLine("a", { decision: approved });
    const { list, done, reopened } = apply(fakeList([line]), [
      { kind: "addLine", lineId: "b", propId: line.propId, quantity: 4, note: "", group: "Kitchen" },
    ]);
    expect(list.lines).toMatchObject([{ id: "a", quantity: 6, rev: 2, decision: { status: "pending" } }]);
    expect(reopened).toEqual(["a"]);
    expect(done[0]?.detail).toBe("4 more");
  });

  it("knows a retried add that was merged into another line, and adds nothing twice", () => {
    const line = fakeLine("a");
    const add: ListEdit = {
      kind: "addLine",
      lineId: "b",
      propId: line.propId,
      quantity: 4,
      note: "",
      group: "Kitchen",
    };
    const once = apply(fakeList([line]), [add]).list;
    const again = apply(once, [add]);
    expect(again.list.lines).toMatchObject([{ id: "a", quantity: 6, mergedIds: ["b"] }]);
    expect(again.done).toEqual([]);
  });

  it("keeps the same prop in another group, or in another variant, on its own line", () => {
    const line = fakeLine("a");
    const { list } = apply(fakeList([line]), [
      { kind: "addLine", lineId: "b", propId: line.propId, quantity: 1, note: "", group: "Diner" },
      { kind: "addLine", lineId: "c", propId: line.propId, variantId: "oak", quantity: 1, note: "", group: "Kitchen" },
    ]);
    expect(list.lines.map((each) => [each.id, each.group, each.variantId])).toEqual([
      ["a", "Kitchen", undefined],
      ["b", "Diner", undefined],
      ["c", "Kitchen", "oak"],
    ]);
  });

  it("moves a quantity by the editor's change to what is stored, and reopens a decided line", () => {
    const line = fakeLine("a", { quantity: 5, decision: approved });
    const { list, reopened, done } = apply(fakeList([line]), [{ kind: "setQuantity", lineId: "a", from: 2, to: 4 }]);
    expect(list.lines[0]).toMatchObject({ quantity: 7, rev: 2, decision: { status: "pending" } });
    expect(reopened).toEqual(["a"]);
    expect(done[0]?.detail).toBe("5 → 7");
  });

  it("merges a note with what is stored, and leaves the decision", () => {
    const line = fakeLine("a", { note: "two by the big window", decision: approved });
    const { list, reopened } = apply(fakeList([line]), [
      { kind: "setNote", lineId: "a", from: "two by the window", to: "two by the window, facing in" },
    ]);
    expect(list.lines[0]).toMatchObject({ note: "two by the big window, facing in", decision: approved });
    expect(reopened).toEqual([]);
  });

  it("does nothing for an edit that changes nothing", () => {
    const line = fakeLine("a");
    const { list, done } = apply(fakeList([line]), [
      { kind: "setQuantity", lineId: "a", from: 2, to: 2 },
      { kind: "moveLine", lineId: "a", group: "Kitchen" },
      { kind: "addGroup", name: "Diner" },
      { kind: "rename", name: " Act 1 " },
    ]);
    expect(done).toEqual([]);
    expect(list.lines).toEqual([line]);
  });

  it("removes a line as seen, and refuses once someone changed it since", () => {
    const line = fakeLine("a", { rev: 3 });
    expect(apply(fakeList([line]), [{ kind: "removeLine", lineId: "a", rev: 3 }]).list.lines).toEqual([]);
    expect(() => apply(fakeList([line]), [{ kind: "removeLine", lineId: "a", rev: 2 }])).toThrow(
      new ListEditProblem(
        "P-a changed since you looked (by Sam Ortiz or another member): check it, then remove it again",
      ),
    );
    // Gone already: a retry.
    expect(apply(fakeList([]), [{ kind: "removeLine", lineId: "a", rev: 1 }]).done).toEqual([]);
  });

  it("moves lines between groups, renames groups with their lines, and removes only an empty group", () => {
    const { list } = apply(fakeList([fakeLine("a"), fakeLine("b")]), [
      { kind: "moveLine", lineId: "b", group: "Diner" },
      { kind: "renameGroup", from: "Kitchen", to: "Galley" },
      { kind: "removeGroup", name: "Gone already" },
    ]);
    expect(list.groups).toEqual(["Galley", "Diner"]);
    expect(list.lines.map((line) => line.group)).toEqual(["Galley", "Diner"]);
    expect(() => apply(list, [{ kind: "removeGroup", name: "Galley" }])).toThrow(
      '"Galley" still has 1 line: move or remove them first',
    );
    expect(() => apply(list, [{ kind: "renameGroup", from: "Galley", to: "Diner" }])).toThrow(
      'There is a group "Diner" already: move the lines to it',
    );
    expect(
      apply(list, [
        { kind: "moveLine", lineId: "a", group: "Diner" },
        { kind: "removeGroup", name: "Galley" },
      ]).list.groups,
    ).toEqual(["Diner"]);
  });

  it("renames the list and sets its dates, refusing what is not a name or a date", () => {
    const { list } = apply(fakeList(), [
      { kind: "rename", name: "Act 1, kitchen" },
      { kind: "setDates", pickUpDate: "2027-03-10", returnDate: "2027-03-20" },
    ]);
    expect(list).toMatchObject({ name: "Act 1, kitchen", pickUpDate: "2027-03-10", returnDate: "2027-03-20" });
    expect(() => apply(fakeList(), [{ kind: "rename", name: "  " }])).toThrow(ListEditProblem);
    expect(() => apply(fakeList(), [{ kind: "setDates", pickUpDate: "10/03", returnDate: "" }])).toThrow(
      'Dates are "YYYY-MM-DD", or empty until chosen',
    );
    expect(() => apply(fakeList(), [{ kind: "setDates", pickUpDate: "2027-03-10", returnDate: "2027-03-01" }])).toThrow(
      "The return date is on or after the pick-up date",
    );
  });

  it("offers alternatives up to the limit, once each, never the line's own prop", () => {
    const line = fakeLine("a");
    const offer = (alternativeId: string, propId: string): ListEdit => ({
      kind: "offerAlternative",
      lineId: "a",
      alternativeId,
      propId,
      note: "",
    });
    const offers = Array.from({ length: limits.production.alternatives }, (_, n) => offer(`x${n}`, `ALT-${n}`));
    const { list } = apply(fakeList([line]), [...offers, offers[0] as ListEdit]);
    expect(list.lines[0]?.alternatives.map((each) => [each.propId, each.by])).toEqual(
      offers.map((_, n) => [`ALT-${n}`, sam]),
    );
    expect(list.lines[0]?.decision).toEqual({ status: "pending" });
    expect(() => apply(list, [offer("y", "MORE")])).toThrow(
      `A line has at most ${limits.production.alternatives} alternatives`,
    );
    expect(() => apply(fakeList([line]), [offer("y", "P-a")])).toThrow("P-a is on this line already");
  });

  it("refuses the whole call for one edit that cannot apply, naming why", () => {
    const list = fakeList([fakeLine("a")]);
    expect(() => apply(list, [{ kind: "setQuantity", lineId: "gone", from: 1, to: 2 }])).toThrow(
      "Line gone is not on the list (someone removed it): reload and try again",
    );
    expect(() =>
      apply(list, [{ kind: "addLine", lineId: "b", propId: "X", quantity: 0, note: "", group: "" }]),
    ).toThrow(`A quantity is a whole number from 1 to ${limits.production.quantity}`);
    expect(() => apply(list, [{ kind: "addGroup", name: "x".repeat(limits.production.groupName + 1) }])).toThrow(
      `A group's name is at most ${limits.production.groupName} characters`,
    );
    expect(() => apply(list, [{ kind: "addGroup", name: " " }])).toThrow("Name the group");
    expect(() =>
      apply(list, [{ kind: "setNote", lineId: "a", from: "", to: "x".repeat(limits.production.note + 1) }]),
    ).toThrow(`A note is at most ${limits.production.note} characters`);
  });

  it("holds at most the lines and groups a list may", () => {
    const full = fakeList(Array.from({ length: limits.production.lines }, (_, n) => fakeLine(`l${n}`)));
    expect(() =>
      apply(full, [{ kind: "addLine", lineId: "new", propId: "NEW", quantity: 1, note: "", group: "" }]),
    ).toThrow(`A list holds at most ${limits.production.lines} lines: start another list`);
    const groups = Array.from({ length: limits.production.groups }, (_, n) => `G${n}`);
    expect(() => apply(fakeList([], { groups }), [{ kind: "addGroup", name: "One more" }])).toThrow(
      `A list has at most ${limits.production.groups} groups`,
    );
  });

  it("leaves the list it was given as it was", () => {
    const list = fakeList([fakeLine("a")]);
    const before = structuredClone(list);
    apply(list, [
      { kind: "setQuantity", lineId: "a", from: 2, to: 3 },
      { kind: "addGroup", name: "Porch" },
    ]);
    expect(list).toEqual(before);
  });
});
