// What the production room's unit tests share: two members, a moment, and a line with every field, each test saying
// only what differs. Fakes for pure logic, named so.
import type { MemberRef } from "./production.js";
import type { ProductionLine } from "./production-list.js";

export const fakeBuyer: MemberRef = { uid: "sam", name: "Sam Ortiz" };
export const fakeDesigner: MemberRef = { uid: "dana", name: "Dana Reyes" };
export const fakeNow = new Date("2027-03-01T10:00:00Z");

/** A pending line of two of `P-{id}` in the Kitchen, added by the buyer; `extra` overrides any field. */
export const fakeLine = (id: string, extra: Partial<ProductionLine> = {}): ProductionLine => ({
  id,
  propId: `P-${id}`,
  quantity: 2,
  note: "",
  group: "Kitchen",
  decision: { status: "pending" },
  alternatives: [],
  rev: 1,
  addedBy: fakeBuyer,
  ...extra,
});
