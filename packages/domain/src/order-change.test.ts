import { describe, expect, it } from "vitest";
import { limits } from "./limits.js";
import {
  type OrderChange,
  addOnDatesProblem,
  addedLineProblems,
  extensionProblems,
  orderChangeProblem,
  orderChangeSummary,
  remainingRange,
  withAddedLines,
} from "./order-change.js";

const order = { status: "out", pickUpDate: "2027-03-01", returnDate: "2027-03-15" };
const bounds = { today: "2027-03-10", latest: "2028-03-10" };

describe("extensionProblems", () => {
  it.each([
    ["2027-03-16", null],
    ["2027-03-15", "must be after the current return date, 2027-03-15"],
    ["2027-03-14", "must be after the current return date, 2027-03-15"],
    ["", "is required"],
    [undefined, "is required"],
    ["2027-02-30", "must be a date like 2026-12-01"],
    [20270316, "must be a date like 2026-12-01"],
    ["2028-03-11", "must be 2028-03-10 or earlier"],
    ["2028-03-01", `must be within ${limits.rental.days} days of the pick-up date`],
  ])("%s: %s", (returnDate, message) => {
    expect(extensionProblems(order, returnDate, bounds)).toEqual(message ? [{ field: "returnDate", message }] : []);
  });

  it("asks an overdue order's new return date to be today or later", () => {
    const overdue = { ...order, returnDate: "2027-03-05" };
    expect(extensionProblems(overdue, "2027-03-08", bounds)).toEqual([
      { field: "returnDate", message: "must be today or later" },
    ]);
    expect(extensionProblems(overdue, "2027-03-10", bounds)).toEqual([]);
  });
});

describe("orderChangeProblem", () => {
  it.each([
    ["confirmed", null],
    ["out", null],
    ["placed", "Order O-1 is not confirmed yet: only a confirmed order, or one out on rental, can be changed"],
    ["returned", "Order O-1 is returned: it can no longer be extended or added to"],
    ["cancelled", "Order O-1 is cancelled: it can no longer be extended or added to"],
  ])("%s: %s", (status, message) => {
    expect(orderChangeProblem({ status }, "O-1")).toBe(message);
  });

  it("stops at the most changes one order may have", () => {
    const history = (changes: number) => [
      { change: undefined },
      ...Array.from({ length: changes }, () => ({ change: { kind: "extended" } })),
    ];
    expect(orderChangeProblem({ status: "out", history: history(limits.orderChange.perOrder - 1) }, "O-1")).toBeNull();
    expect(orderChangeProblem({ status: "out", history: history(limits.orderChange.perOrder) }, "O-1")).toContain(
      `changed ${limits.orderChange.perOrder} times`,
    );
  });
});

describe("addedLineProblems", () => {
  it("takes 1 to 50 lines of an item number, a variant or none, and a quantity", () => {
    expect(
      addedLineProblems([
        { propId: "BPH-1", quantity: 2 },
        { propId: "BPH-1", variantId: "oak", quantity: 1 },
      ]),
    ).toEqual([]);
  });

  it.each([
    [null, "lines", "must be a list of props"],
    [[], "lines", "must hold at least one prop to add"],
    [[{ propId: "../x", quantity: 1 }], "lines.0.propId", "must be an item number, like BPH-10432"],
    [[{ propId: "BPH-1", quantity: 0 }], "lines.0.quantity", "must be a whole number from 1 to 999"],
    [[{ propId: "BPH-1", quantity: 1.5 }], "lines.0.quantity", "must be a whole number from 1 to 999"],
    [[{ propId: "BPH-1", quantity: 1000 }], "lines.0.quantity", "must be a whole number from 1 to 999"],
    [[{ propId: "BPH-1", quantity: "2" }], "lines.0.quantity", "must be a whole number from 1 to 999"],
    [
      [{ propId: "BPH-1", variantId: 3, quantity: 1 }],
      "lines.0.variantId",
      "must be the id of one of the prop's variants (at most 64 characters)",
    ],
    [
      [
        { propId: "BPH-1", quantity: 1 },
        { propId: "BPH-1", quantity: 2 },
      ],
      "lines.1.propId",
      "lists BPH-1 twice: add up the quantities",
    ],
    [[null], "lines.0.propId", "must be an item number, like BPH-10432"],
  ])("%j: %s %s", (lines, field, message) => {
    expect(addedLineProblems(lines)).toContainEqual({ field, message });
  });

  it("refuses more lines than one add-on brings", () => {
    const lines = Array.from({ length: limits.orderChange.lines + 1 }, (_, index) => ({
      propId: `BPH-${index}`,
      quantity: 1,
    }));
    expect(addedLineProblems(lines)).toEqual([
      { field: "lines", message: `must hold at most ${limits.orderChange.lines} props at once` },
    ]);
  });
});

describe("withAddedLines", () => {
  const lines = [
    { propId: "BPH-1", quantity: 3, note: "the tall ones" },
    { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
  ];

  it("adds to the line of the same prop and variant, and puts others at the end", () => {
    expect(
      withAddedLines(lines, [
        { propId: "BPH-1", quantity: 2 },
        { propId: "BPH-2", quantity: 1 },
        { propId: "BPH-2", variantId: "oak", quantity: 4 },
      ]),
    ).toEqual({
      lines: [
        { propId: "BPH-1", quantity: 5, note: "the tall ones" },
        { propId: "BPH-2", variantId: "oak", quantity: 5, note: "" },
        { propId: "BPH-2", quantity: 1, note: "" },
      ],
      problems: [],
    });
    // The order's own lines are not changed in place.
    expect(lines[0]?.quantity).toBe(3);
  });

  it("refuses a line past the most of one prop, and an order past the most lines", () => {
    expect(withAddedLines(lines, [{ propId: "BPH-1", quantity: 997 }]).problems).toEqual([
      {
        field: "lines.0.quantity",
        message: "would make 1000 of BPH-1 on the order, and a line holds at most 999",
      },
    ]);
    const full = Array.from({ length: limits.setList.lines }, (_, index) => ({
      propId: `BPH-${index}`,
      quantity: 1,
      note: "",
    }));
    expect(withAddedLines(full, [{ propId: "BPH-X", quantity: 1 }]).problems).toEqual([
      { field: "lines", message: `would make ${limits.setList.lines + 1} lines; an order holds at most 500` },
    ]);
  });
});

describe("the rest of the rental", () => {
  it("runs from today, or the pick-up if later, to the return date", () => {
    expect(remainingRange(order, "2027-03-10")).toEqual({ from: "2027-03-10", to: "2027-03-15" });
    expect(remainingRange(order, "2027-02-20")).toEqual({ from: "2027-03-01", to: "2027-03-15" });
  });

  it("is over once the return date has passed: extend first", () => {
    expect(addOnDatesProblem(order, "2027-03-15", "O-1")).toBeNull();
    expect(addOnDatesProblem(order, "2027-03-16", "O-1")).toBe(
      "Order O-1 was due back on 2027-03-15: extend the rental first, then add props",
    );
  });
});

describe("orderChangeSummary", () => {
  it("says what changed and the estimate after it", () => {
    const extended: OrderChange = {
      kind: "extended",
      id: "c1",
      from: "2027-03-15",
      to: "2027-03-29",
      weeks: 4,
      subtotal: 45000,
      currency: "USD",
    };
    expect(orderChangeSummary(extended, "en-US")).toBe(
      "From Mar 15, 2027 to Mar 29, 2027: 4 rental weeks. Estimate now $450.00.",
    );
    const added: OrderChange = {
      kind: "added",
      id: "c2",
      lines: [
        { propId: "BPH-1", name: "Chrome diner stool", quantity: 2 },
        { propId: "BPH-2", variantId: "oak", name: "Bentwood chair (Oak)", quantity: 1 },
      ],
      subtotal: 51000,
      currency: "USD",
    };
    expect(orderChangeSummary(added, "en-US")).toBe(
      "2 × Chrome diner stool, 1 × Bentwood chair (Oak). Estimate now $510.00.",
    );
  });
});
