import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type OrderEstimate, OrderSummary } from "./index.js";
import { sampleEstimate, sampleLines } from "../testing/sample-estimate.js";

const settings = { locale: "en", ccAuthProcessingPercentage: 3.5 };

/** What @backlot/data's estimateRental returns for these lines over 3 weeks (copied, not imported). */
const threeWeeks: OrderEstimate = {
  weeks: 3,
  currency: "USD",
  factors: [0.5, 0.5, 1],
  lines: [
    {
      propId: "BPH-10432",
      name: "Chrome Diner Stool",
      weeklyRate: 4500,
      quantity: 6,
      byWeek: [13500, 13500, 27000],
      total: 54000,
    },
    {
      propId: "BPH-20817",
      name: "1970s NYPD Desk Sergeant Podium",
      weeklyRate: 12500,
      quantity: 1,
      byWeek: [6250, 6250, 12500],
      total: 25000,
    },
  ],
  weekTotals: [19750, 19750, 39500],
  subtotal: 79000,
  cardAuthorisation: null,
};

const rowsOf = (caption: string) =>
  within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

describe("OrderSummary", () => {
  it("lists the lines, the period and the week-by-week price, in the tenant's currency", () => {
    render(
      <OrderSummary
        state={{ status: "ready", estimate: threeWeeks }}
        period={{ pickUp: "2026-12-01", return: "2026-12-15" }}
        settings={settings}
      />,
    );
    expect(screen.getByRole("region", { name: "Order summary" })).toBeTruthy();
    expect(screen.getByText(/Dec 1 – 15, 2026/).textContent).toContain("3 weeks");
    expect(rowsOf("Props")).toEqual([
      ["Chrome Diner Stool", "6", "$45.00", "$540.00"],
      ["1970s NYPD Desk Sergeant Podium", "1", "$125.00", "$250.00"],
    ]);
    expect(rowsOf("Price by week")).toEqual([
      ["Week 1", "50%", "$197.50"],
      ["Week 2", "50%", "$197.50"],
      ["Week 3", "100%", "$395.00"],
    ]);
    expect(screen.getByText("Subtotal").nextElementSibling?.textContent).toBe("$790.00");
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("$790.00");
    expect(screen.queryByText(/Card processing/)).toBeNull();
  });

  it("lists one prop in two variants as two lines, as the server names and prices them", () => {
    const error = vi.spyOn(console, "error");
    const lines = [
      { propId: "BPH-10432", variantId: "red", name: "Chrome Diner Stool (Red vinyl)", weeklyRate: 4500, quantity: 2 },
      {
        propId: "BPH-10432",
        variantId: "black",
        name: "Chrome Diner Stool (Matte black)",
        weeklyRate: 5500,
        quantity: 1,
      },
    ];
    render(
      <OrderSummary
        state={{ status: "ready", estimate: sampleEstimate(lines, 3) }}
        period={{ pickUp: "2026-12-01", return: "2026-12-15" }}
        settings={settings}
      />,
    );
    expect(rowsOf("Props")).toEqual([
      ["Chrome Diner Stool (Red vinyl)", "2", "$45.00", "$180.00"],
      ["Chrome Diner Stool (Matte black)", "1", "$55.00", "$110.00"],
    ]);
    // Keyed by line, not by prop: React has no duplicate key to warn of.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("marks free weeks, and repeats the last factor after week 8 (a $100 prop for 10 weeks is $550)", () => {
    render(
      <OrderSummary
        state={{
          status: "ready",
          estimate: sampleEstimate([{ propId: "P1", name: "Brass Desk Lamp", weeklyRate: 10000, quantity: 1 }], 10),
        }}
        settings={settings}
      />,
    );
    const weeks = rowsOf("Price by week");
    expect(weeks[3]).toEqual(["Week 4", "Free", "$0.00"]);
    expect(weeks[9]).toEqual(["Week 10", "50%", "$50.00"]);
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("$550.00");
  });

  it("adds the card-authorisation fee when the tenant takes a card authorisation", () => {
    render(
      <OrderSummary
        state={{ status: "ready", estimate: { ...threeWeeks, cardAuthorisation: 81765 } }}
        settings={settings}
      />,
    );
    expect(screen.getByText("Card processing fee (3.5%)").nextElementSibling?.textContent).toBe("$27.65");
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("$817.65");
    expect(
      screen.getByText(/authorise a card for the total on the order.s page; the authorisation stands as the deposit/),
    ).toBeTruthy();
  });

  it("formats money in the estimate's currency and the tenant's locale", () => {
    render(
      <OrderSummary
        state={{ status: "ready", estimate: { ...sampleEstimate(sampleLines, 2), currency: "EUR" } }}
        settings={{ ...settings, locale: "fr" }}
      />,
    );
    expect(rowsOf("Props")[0]?.[2]).toBe("45,00\u00a0€");
  });

  it("shows loading, empty and error states", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<OrderSummary state={{ status: "loading" }} settings={settings} />);
    expect(screen.getByRole("status", { name: "Loading the order summary" }).getAttribute("aria-busy")).toBe("true");
    rerender(
      <OrderSummary
        state={{ status: "ready", estimate: sampleEstimate([], 1) }}
        settings={settings}
        browseHref="/categories"
      />,
    );
    expect(screen.getByText("There are no props in this order yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse props" }).getAttribute("href")).toBe("/categories");
    expect(screen.queryByRole("table")).toBeNull();
    rerender(<OrderSummary state={{ status: "error", onRetry }} settings={settings} />);
    await userEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
