// What the prop house reads of a production's approved list: the approved lines as the quote's (within the quote's
// limits), and the production, its members and who approved each line.
import { describe, expect, it } from "vitest";
import { limits } from "../limits.js";
import type { Production } from "./production.js";
import type { ProductionLine } from "./production-list.js";
import { clientIdPattern } from "../commands/command-limits.js";
import { productionHoldId, productionHoldIdPattern, productionOnQuote, quoteLinesOf } from "./sent-to-house.js";
import { fakeDesigner, fakeLine as fakeLineOf, fakeNow } from "./fake-lines.js";

const [dana, at] = [fakeDesigner, fakeNow];
const approved = { status: "approved" as const, by: dana, at };
const fakeLine = (id: string, extra: Partial<ProductionLine> = {}) =>
  fakeLineOf(id, { propId: "LAMP", group: "", decision: approved, ...extra });

describe("quoteLinesOf", () => {
  it("sends the approved lines, one per prop and variant, quantities summed and notes named by group", () => {
    const lines = [
      fakeLine("a", { group: "Kitchen", note: "tall" }),
      fakeLine("b", { group: "Diner" }),
      fakeLine("c", { propId: "STOOL", variantId: "red", quantity: 4 }),
      fakeLine("d", { propId: "CHAIR", decision: { status: "rejected", reason: "No", by: dana, at } }),
      fakeLine("e", { propId: "SOFA", decision: { status: "pending" } }),
      fakeLine("f", { propId: "STOOL", quantity: 1 }),
    ];
    expect(quoteLinesOf({ lines })).toEqual([
      { propId: "LAMP", quantity: 4, note: "Kitchen: tall; Diner" },
      { propId: "STOOL", variantId: "red", quantity: 4, note: "" },
      { propId: "STOOL", quantity: 1, note: "" },
    ]);
  });

  it("stays within the quote's limits: a sum or notes too long for one line go on two, a long note is cut", () => {
    const long = "x".repeat(limits.production.note);
    const lines = [
      fakeLine("a", { quantity: limits.production.quantity, group: "Kitchen", note: long }),
      fakeLine("b", { quantity: 1 }),
    ];
    const quoted = quoteLinesOf({ lines });
    expect(quoted.map((line) => line.quantity)).toEqual([limits.production.quantity, 1]);
    expect(quoted[0]?.note).toHaveLength(limits.quote.lineNote);
    expect(quoted[0]?.note.startsWith("Kitchen: xxx")).toBe(true);
    expect(quoted[0]?.note.endsWith("…")).toBe(true);
  });
});

describe("productionOnQuote", () => {
  it("names the production, its members with their roles, who approved each line and what it replaced", () => {
    const production: Pick<Production, "name" | "members"> = {
      name: "Harbour Lights",
      members: {
        sam: { name: "Sam Ortiz", email: "sam@x.example", roles: ["buyer", "coordinator"], joinedAt: at },
        dana: { name: "Dana Reyes", email: "dana@x.example", roles: ["designer"], joinedAt: at },
      },
    };
    const lines = [
      fakeLine("a", { propId: "SOFA-G", replaced: { propId: "SOFA" } }),
      fakeLine("b", { propId: "CHAIR", variantId: "oak" }),
      fakeLine("c", { decision: { status: "rejected", reason: "No", by: dana, at } }),
      fakeLine("d", { decision: { status: "pending" } }),
    ];
    expect(productionOnQuote("p1", production, "l1", { name: "Kitchen", lines })).toEqual({
      productionId: "p1",
      productionName: "Harbour Lights",
      listId: "l1",
      listName: "Kitchen",
      members: ["Dana Reyes (Designer)", "Sam Ortiz (Buyer, Coordinator)"],
      approvals: [
        { propId: "SOFA-G", approvedBy: "Dana Reyes", at, replaced: "SOFA" },
        { propId: "CHAIR", variantId: "oak", approvedBy: "Dana Reyes", at },
      ],
      rejected: 1,
    });
  });
});

describe("productionHoldId", () => {
  it("keys a production list's hold in a shape no set list's id takes", () => {
    const id = productionHoldId({ productionId: "P".repeat(20), listId: "L".repeat(20) });
    expect(id).toBe(`${"P".repeat(20)}_${"L".repeat(20)}`);
    expect(productionHoldIdPattern.test(id)).toBe(true);
    expect(clientIdPattern.test(id)).toBe(false);
    expect(productionHoldIdPattern.test("L".repeat(20))).toBe(false);
  });
});
