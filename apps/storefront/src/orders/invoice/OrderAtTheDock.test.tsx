// What the customer sees of the dock: each hand-over, and what came back damaged or not at all, with the house's note.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderAtTheDock } from "./OrderAtTheDock.js";

const order = {
  lines: [
    { propId: "BPH-1", quantity: 2, note: "" },
    { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
  ],
  estimate: {
    weeks: 1,
    currency: "USD",
    factors: [1],
    weekTotals: [2500],
    subtotal: 2500,
    cardAuthorisation: null,
    lines: [
      { propId: "BPH-1", name: "Chrome stool", weeklyRate: 1000, quantity: 2, byWeek: [2000], total: 2000 },
      {
        propId: "BPH-2",
        variantId: "oak",
        name: "Bentwood chair (Oak)",
        weeklyRate: 500,
        quantity: 1,
        byWeek: [500],
        total: 500,
      },
    ],
  },
  handovers: [
    {
      id: "h1",
      at: new Date("2027-03-01T15:00:00Z"),
      byName: "Sam",
      driverName: "Dee Driver",
      pieces: { "BPH-1": 2, "BPH-2/oak": 1 },
    },
  ],
  checkIns: [
    {
      id: "f",
      key: "BPH-1",
      condition: "fine" as const,
      pieces: 2,
      on: "2027-03-08",
      at: new Date(),
      byName: "Sam",
      note: "",
    },
    {
      id: "r",
      key: "BPH-2/oak",
      condition: "damaged" as const,
      pieces: 1,
      on: "2027-03-08",
      at: new Date(),
      byName: "Sam",
      note: "Leg loose",
      charge: 2000,
    },
  ],
};

describe("OrderAtTheDock", () => {
  it("lists each hand-over and what came back damaged, by name", () => {
    render(<OrderAtTheDock order={order} />);
    expect(screen.getByRole("region", { name: "Out and back" })).toBeTruthy();
    expect(screen.getByText(/3 pieces handed over to Dee Driver/)).toBeTruthy();
    expect(screen.getByText("Back 3 of 3 · 1 damaged")).toBeTruthy();
    expect(
      screen.getByText(/Came back damaged: 1 piece of Bentwood chair \(Oak\) \(Leg loose\), Mar 8, 2027/),
    ).toBeTruthy();
  });

  it("shows nothing before the order leaves the dock", () => {
    const { container } = render(<OrderAtTheDock order={{ ...order, handovers: [], checkIns: [] }} />);
    expect(container.textContent).toBe("");
  });
});
