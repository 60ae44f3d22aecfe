// A list's lines by group, its review's counts and progress, and which moves of its state and sends to the house are
// possible when.
import { describe, expect, it } from "vitest";
import {
  type ListMove,
  type ListState,
  type ProductionLine,
  linesByGroup,
  listMoveProblem,
  listMoves,
  listStates,
  reviewCounts,
  reviewOpen,
  reviewProgressLabel,
  sendToHouseProblem,
} from "./production-list.js";

const dana = { uid: "dana", name: "Dana Reyes" };
const at = new Date("2027-03-01T10:00:00Z");
const decisions = {
  pending: { status: "pending" },
  approved: { status: "approved", by: dana, at },
  rejected: { status: "rejected", reason: "No", by: dana, at },
  alternatives: { status: "alternatives", ask: "Greener", by: dana, at },
} as const;

const fakeLine = (id: string, group: string, status: keyof typeof decisions = "pending") =>
  ({ id, group, decision: decisions[status] }) as Pick<ProductionLine, "id" | "group" | "decision">;

describe("linesByGroup", () => {
  it("follows the list's group order, keeps empty groups, then lines in groups it lacks, then lines in none", () => {
    const lines = [fakeLine("a", ""), fakeLine("b", "Diner"), fakeLine("c", "Porch"), fakeLine("d", "Kitchen")];
    const groups = linesByGroup({ groups: ["Kitchen", "Diner", "Attic"], lines });
    expect(groups.map(({ group, lines }) => [group, lines.map((line) => line.id)])).toEqual([
      ["Kitchen", ["d"]],
      ["Diner", ["b"]],
      ["Attic", []],
      ["Porch", ["c"]],
      ["", ["a"]],
    ]);
  });

  it("has no group of no name when every line is in one", () => {
    expect(linesByGroup({ groups: [], lines: [fakeLine("a", "Kitchen")] }).map(({ group }) => group)).toEqual([
      "Kitchen",
    ]);
    expect(linesByGroup({ groups: [], lines: [] })).toEqual([]);
  });
});

describe("reviewCounts and reviewProgressLabel", () => {
  it("counts each status and says the progress", () => {
    const counts = reviewCounts({
      lines: [
        fakeLine("a", "", "approved"),
        fakeLine("b", "", "approved"),
        fakeLine("c", "", "rejected"),
        fakeLine("d", "", "alternatives"),
        fakeLine("e", ""),
      ] as ProductionLine[],
    });
    expect(counts).toEqual({ lines: 5, pending: 1, approved: 2, rejected: 1, alternatives: 1 });
    expect(reviewProgressLabel(counts)).toBe("2 approved, 1 rejected, 1 asking for alternatives, 1 waiting of 5");
    expect(reviewProgressLabel(reviewCounts({ lines: [] }))).toBe("No lines yet");
  });
});

const list = (state: ListState, ...statuses: (keyof typeof decisions)[]) => ({
  name: "Kitchen",
  state,
  lines: statuses.map((status, n) => fakeLine(`l${n}`, "", status)) as ProductionLine[],
});

describe("listMoveProblem", () => {
  it("allows each move only from the states listMoves names", () => {
    for (const move of Object.keys(listMoves) as ListMove[]) {
      for (const state of listStates) {
        const problem = listMoveProblem(list(state, "approved"), move);
        expect(problem === null).toBe(listMoves[move].from.includes(state));
      }
    }
    expect(listMoveProblem(list("approved", "approved"), "send_for_review")).toBe(
      '"Kitchen" is approved; it cannot become in review from there',
    );
  });

  it("sends for review only a list with lines", () => {
    expect(listMoveProblem(list("drafting"), "send_for_review")).toBe(
      'Add props to "Kitchen" before sending it for review',
    );
    expect(listMoveProblem(list("changes_requested", "rejected"), "send_for_review")).toBeNull();
  });

  it("approves only a list whose every line is decided, at least one approved", () => {
    expect(listMoveProblem(list("in_review", "approved", "pending", "alternatives"), "approve")).toBe(
      '2 lines of "Kitchen" still need a decision: approve or reject each line first',
    );
    expect(listMoveProblem(list("in_review", "approved", "pending"), "approve")).toBe(
      '1 line of "Kitchen" still needs a decision: approve or reject each line first',
    );
    expect(listMoveProblem(list("in_review", "rejected"), "approve")).toBe(
      'No line of "Kitchen" is approved: approve at least one, or request changes',
    );
    expect(listMoveProblem(list("in_review", "approved", "rejected"), "approve")).toBeNull();
    expect(listMoveProblem(list("in_review", "pending"), "request_changes")).toBeNull();
  });

  it("lets the designer decide only while the list is in review", () => {
    expect(listStates.filter((state) => reviewOpen({ state }))).toEqual(["in_review"]);
  });
});

describe("sendToHouseProblem", () => {
  it("sends only an approved list with an approved line", () => {
    expect(sendToHouseProblem(list("approved", "approved", "rejected"))).toBeNull();
    expect(sendToHouseProblem(list("in_review", "approved"))).toBe(
      '"Kitchen" is in review: the designer approves it first',
    );
    expect(sendToHouseProblem(list("approved", "rejected"))).toBe('No line of "Kitchen" is approved');
  });
});
