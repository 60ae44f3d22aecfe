// The designer's decisions applied to the stored lines: each status, the choice of an alternative (which takes the
// line's place, approved, keeping what it replaced), retries, and what is refused.
import { describe, expect, it } from "vitest";
import { limits } from "../limits.js";
import { ListEditProblem } from "./list-edits.js";
import type { ProductionLine } from "./production-list.js";
import { applyReview } from "./review.js";
import { fakeBuyer, fakeDesigner, fakeLine as fakeLineOf, fakeNow } from "./fake-lines.js";

const [sam, dana, now] = [fakeBuyer, fakeDesigner, fakeNow];
const fakeLine = (id: string, extra: Partial<ProductionLine> = {}) => fakeLineOf(id, { note: "by the door", ...extra });

describe("applyReview", () => {
  it("approves, rejects with a reason and asks for alternatives, each once, bumping the line's revision", () => {
    const { lines, decided } = applyReview(
      [fakeLine("a"), fakeLine("b"), fakeLine("c")],
      [
        { lineId: "a", status: "approved" },
        { lineId: "b", status: "rejected", reason: " Too modern " },
        { lineId: "c", status: "alternatives", ask: "Something green" },
      ],
      dana,
      now,
    );
    expect(lines.map((line) => [line.decision, line.rev])).toEqual([
      [{ status: "approved", by: dana, at: now }, 2],
      [{ status: "rejected", reason: "Too modern", by: dana, at: now }, 2],
      [{ status: "alternatives", ask: "Something green", by: dana, at: now }, 2],
    ]);
    expect(decided).toEqual([
      { lineId: "a", propId: "P-a", status: "approved", detail: "" },
      { lineId: "b", propId: "P-b", status: "rejected", detail: "Too modern" },
      { lineId: "c", propId: "P-c", status: "alternatives", detail: "Something green" },
    ]);
  });

  it("leaves a line decided as it already was (a retry), and sets one back to waiting", () => {
    const approved = fakeLine("a", { decision: { status: "approved", by: dana, at: now } });
    const again = applyReview([approved], [{ lineId: "a", status: "approved" }], dana, now);
    expect(again).toEqual({ lines: [approved], decided: [] });
    const back = applyReview([approved], [{ lineId: "a", status: "pending" }], dana, now);
    expect(back.lines[0]).toMatchObject({ decision: { status: "pending" }, rev: 2 });
  });

  it("puts a chosen alternative in the line's place, approved, keeping what it replaced; a retry is no change", () => {
    const line = fakeLine("a", {
      variantId: "oak",
      decision: { status: "alternatives", ask: "Greener", by: dana, at: now },
      alternatives: [
        { id: "x", propId: "SOFA-G", note: "the green one", by: sam, at: now },
        { id: "y", propId: "SOFA-B", variantId: "blue", note: "", by: sam, at: now },
      ],
    });
    const { lines, decided } = applyReview([line], [{ lineId: "a", status: "chosen", alternativeId: "x" }], dana, now);
    expect(lines[0]).toEqual({
      ...line,
      propId: "SOFA-G",
      variantId: undefined,
      note: "the green one",
      alternatives: [line.alternatives[1]],
      replaced: { propId: "P-a", variantId: "oak" },
      decision: { status: "approved", by: dana, at: now },
      rev: 2,
    });
    expect(lines[0]).not.toHaveProperty("variantId");
    expect(decided).toEqual([{ lineId: "a", propId: "SOFA-G", status: "chosen", detail: "P-a → SOFA-G" }]);
    const retried = applyReview(lines, [{ lineId: "a", status: "chosen", alternativeId: "x" }], dana, now);
    expect(retried.decided).toEqual([]);
    const other = applyReview([line], [{ lineId: "a", status: "chosen", alternativeId: "y" }], dana, now);
    expect(other.lines[0]).toMatchObject({ propId: "SOFA-B", variantId: "blue", note: "by the door" });
  });

  it("refuses a line not on the list, a rejection without a reason, an alternative no longer offered", () => {
    expect(() => applyReview([], [{ lineId: "gone", status: "approved" }], dana, now)).toThrow(
      new ListEditProblem("Line gone is not on the list (a buyer removed it): reload"),
    );
    expect(() => applyReview([fakeLine("a")], [{ lineId: "a", status: "rejected", reason: " " }], dana, now)).toThrow(
      "Say why P-a is rejected, so the buyer knows what to look for",
    );
    expect(() =>
      applyReview([fakeLine("a")], [{ lineId: "a", status: "chosen", alternativeId: "x" }], dana, now),
    ).toThrow("That alternative is no longer offered on P-a: reload");
    expect(() =>
      applyReview(
        [fakeLine("a")],
        [{ lineId: "a", status: "rejected", reason: "x".repeat(limits.production.reason + 1) }],
        dana,
        now,
      ),
    ).toThrow(`A reason is at most ${limits.production.reason} characters`);
  });

  it("leaves the lines it was given as they were", () => {
    const lines = [fakeLine("a")];
    const before = structuredClone(lines);
    applyReview(lines, [{ lineId: "a", status: "approved" }], dana, now);
    expect(lines).toEqual(before);
  });
});
