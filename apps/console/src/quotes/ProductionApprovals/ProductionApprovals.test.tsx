import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProductionOnQuote } from "@backlot/domain/production";
import { ProductionApprovals } from "./index.js";

const production: ProductionOnQuote = {
  productionId: "p1",
  productionName: "The Night Diner",
  listId: "l1",
  listName: "Diner interior",
  members: ["Dana Reyes (Designer)", "Sam Ortiz (Buyer, Coordinator)"],
  approvals: [
    {
      propId: "BPH-30021",
      variantId: "walnut",
      approvedBy: "Dana Reyes",
      at: new Date("2026-11-24T14:42:00Z"),
      replaced: "BPH-30019",
    },
    { propId: "BPH-11007", approvedBy: "Dana Reyes", at: new Date("2026-11-24T14:50:00Z") },
  ],
  rejected: 2,
};
const names: Record<string, string> = {
  "BPH-30021": "Bentwood chair (Walnut)",
  "BPH-30019": "Chrome stool",
  "BPH-11007": "Deep fryer, dented",
};

describe("ProductionApprovals", () => {
  it("names the production, its list and members, who approved each line and what it replaced", () => {
    render(
      <ProductionApprovals
        production={production}
        nameOf={(propId) => names[propId] ?? propId}
        settings={{ locale: "en-US" }}
        timeZone="America/New_York"
      />,
    );
    expect(screen.getByRole("link", { name: "The Night Diner" }).getAttribute("href")).toBe("/productions/p1");
    expect(screen.getByRole("link", { name: "Diner interior" }).getAttribute("href")).toBe("/productions/p1/lists/l1");
    expect(screen.getByText(/2 lines were rejected and left out/)).toBeTruthy();
    expect(screen.getByText("Sam Ortiz (Buyer, Coordinator)")).toBeTruthy();
    const table = within(screen.getByRole("table", { name: "Who approved each line" }));
    const [chair, fryer] = table.getAllByRole("row").slice(1);
    expect(chair!.textContent).toBe(
      "Bentwood chair (Walnut) BPH-30021Dana Reyes, Nov 24, 2026, 9:42 AMChrome stool BPH-30019",
    );
    expect(fryer!.textContent).toContain("As picked");
  });

  it("says when no line was rejected", () => {
    render(
      <ProductionApprovals
        production={{ ...production, rejected: 0 }}
        nameOf={(propId) => propId}
        settings={{ locale: "en-US" }}
        timeZone="America/New_York"
      />,
    );
    expect(screen.getByText(/no line was rejected/)).toBeTruthy();
  });
});
