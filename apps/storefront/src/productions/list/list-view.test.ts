import { describe, expect, it } from "vitest";
import type { ProductionAction, ProductionLine, ProductionList } from "@backlot/domain/production";
import { commentsByLine, decisionNews, offeredMoves, wholeList } from "./list-view.js";

const dana = { uid: "u-dana", name: "Dana Reyes" };
const at = new Date("2026-11-24T10:00:00Z");

const line = (id: string, decision: ProductionLine["decision"] = { status: "pending" }) => ({
  id,
  propId: `BPH-${id}`,
  decision,
});

const list = (state: ProductionList["state"], lines: Pick<ProductionLine, "decision">[]) => ({
  name: "Kitchen",
  state,
  lines: lines as ProductionLine[],
});

const roles =
  (...allowed: ProductionAction[]) =>
  (action: ProductionAction) =>
    allowed.includes(action);

describe("the moves a member is offered", () => {
  it("offers a buyer sending a drafting list for review, and no reopening of it", () => {
    const moves = offeredMoves(list("drafting", [line("1")]), roles("editLists"));
    expect(moves).toEqual([{ move: "send_for_review", label: "Send for review", problem: null }]);
  });

  it("offers a buyer only reopening a list in review, and sending it again once changes are requested", () => {
    expect(offeredMoves(list("in_review", [line("1")]), roles("editLists")).map((move) => move.move)).toEqual([
      "reopen",
    ]);
    expect(offeredMoves(list("changes_requested", [line("1")]), roles("editLists")).map((move) => move.move)).toEqual([
      "send_for_review",
      "reopen",
    ]);
  });

  it("shows the designer a drafting list's moves disabled, saying why, and none once it is approved", () => {
    const moves = offeredMoves(list("drafting", [line("1")]), roles("review"));
    expect(moves.map((move) => move.move)).toEqual(["approve", "request_changes"]);
    expect(moves.every((move) => move.problem?.includes('"Kitchen" is drafting'))).toBe(true);
    expect(offeredMoves(list("approved", [line("1")]), roles("review"))).toEqual([]);
  });

  it("offers the designer approval disabled while lines wait, with the domain's reason", () => {
    const moves = offeredMoves(
      list("in_review", [line("1"), line("2", { status: "approved", by: dana, at })]),
      roles("review"),
    );
    expect(moves.map((move) => move.move)).toEqual(["approve", "request_changes"]);
    expect(moves[0]?.problem).toMatch(/1 line of "Kitchen" still needs a decision/);
    expect(moves[1]?.problem).toBeNull();
  });

  it("offers a member with both roles both sets, and a viewer none", () => {
    expect(offeredMoves(list("drafting", []), roles("editLists", "review"))).toHaveLength(3);
    expect(offeredMoves(list("drafting", []), roles("read"))).toEqual([]);
  });
});

describe("comments by line", () => {
  it("groups each line's comments in their order, and the list's own under wholeList", () => {
    const comments = [
      { id: "a", lineId: "L1" },
      { id: "b", lineId: null },
      { id: "c", lineId: "L1" },
    ];
    const byLine = commentsByLine(comments);
    expect(byLine.get("L1")?.map((comment) => comment.id)).toEqual(["a", "c"]);
    expect(byLine.get(wholeList)?.map((comment) => comment.id)).toEqual(["b"]);
    expect(byLine.get("L2")).toBeUndefined();
  });
});

describe("the news of decisions", () => {
  const name = (propId: string) => `Prop ${propId}`;

  it("reads out each decision that changed, with who made it", () => {
    const before = [line("1"), line("2"), line("3")];
    const after = [
      line("1", { status: "approved", by: dana, at }),
      line("2"),
      line("3", { status: "rejected", reason: "Too modern", by: dana, at }),
    ];
    expect(decisionNews(before, after, name)).toBe(
      "Approved by Dana Reyes: Prop BPH-1. Rejected by Dana Reyes: Prop BPH-3",
    );
  });

  it("sums a batch up, and says nothing of lines added or removed", () => {
    const before = [line("1"), line("2"), line("3"), line("4")];
    const approved = { status: "approved", by: dana, at } as const;
    const after = [line("1", approved), line("2", approved), line("3", approved), line("4", approved), line("5")];
    expect(decisionNews(before, after, name)).toBe("4 lines decided");
    expect(decisionNews(before, [line("1"), line("9")], name)).toBe("");
  });

  it("says a line is waiting again when a decision is taken back", () => {
    const before = [line("1", { status: "approved", by: dana, at })];
    expect(decisionNews(before, [line("1")], name)).toBe("Waiting for review: Prop BPH-1");
  });
});
