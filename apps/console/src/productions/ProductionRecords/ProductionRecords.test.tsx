import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductionRecords } from "./index.js";

describe("ProductionRecords", () => {
  it("shows the quotes, orders and papers, each with its own state, and pages on where there may be more", async () => {
    const onShowMore = vi.fn();
    render(
      <ProductionRecords
        quotes={{
          status: "ready",
          items: [{ id: "q1", label: "Q-Q1AAAAAA, Diner interior", detail: "Quoted", href: "/quotes/q1" }],
        }}
        orders={{ status: "loading" }}
        papers={{
          status: "ready",
          items: [{ id: "x1", label: "Insurance, Sam Ortiz", detail: "Accepted", href: "/customers/u-sam" }],
          onShowMore,
        }}
      />,
    );
    const quotes = within(screen.getByRole("region", { name: "Quote requests from its lists" }));
    expect(quotes.getByRole("link", { name: "Q-Q1AAAAAA, Diner interior" }).getAttribute("href")).toBe("/quotes/q1");
    expect(quotes.queryByRole("button")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Orders by its members" })).getByRole("status").textContent).toBe(
      "Loading…",
    );
    const papers = within(screen.getByRole("region", { name: "Paperwork of its members" }));
    await userEvent.click(papers.getByRole("button", { name: "Show more" }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it("shows only the lists it is given, under the titles given", () => {
    render(
      <ProductionRecords
        quotes={{ status: "ready", items: [] }}
        titles={{ quotes: "Quote requests from this list" }}
      />,
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Quote requests from this list",
    ]);
    expect(screen.getByText("No quote requests yet.")).toBeTruthy();
  });
});
