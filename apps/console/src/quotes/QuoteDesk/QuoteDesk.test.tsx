import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuoteDesk, type QuoteDeskProps } from "./index.js";
import { sampleRows } from "./sample-rows.js";

const base: QuoteDeskProps = {
  status: "new",
  onStatusChange: () => undefined,
  search: "",
  onSearchChange: () => undefined,
  state: { status: "ready", rows: sampleRows, hasMore: false },
  onLoadMore: () => undefined,
  hrefOf: (id) => `/quotes/${id}`,
  settings: { locale: "en" },
  timeZone: "America/New_York",
};

describe("QuoteDesk", () => {
  it("lists the requests with a link each, their customer, production, dates and props", () => {
    render(<QuoteDesk {...base} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("link", { name: "Q-4F2K9XQ1" }).getAttribute("href")).toBe("/quotes/r1");
    expect(rows[0]?.textContent).toContain("Dana ReyesKaufman Astoria");
    expect(rows[0]?.textContent).toContain("The Night Diner");
    expect(rows[0]?.textContent).toContain("6 props");
    expect(rows[0]?.textContent).toContain("Nov 23, 2026, 9:05");
    expect(rows[1]?.textContent).toContain("1 prop");
  });

  it("shows which status is chosen, and says when staff pick another or type a search", async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    const onSearchChange = vi.fn();
    render(<QuoteDesk {...base} onStatusChange={onStatusChange} onSearchChange={onSearchChange} />);
    const group = screen.getByRole("group", { name: "Requests by status" });
    expect(within(group).getByRole("button", { name: "New" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("button", { name: "Quoted" }).getAttribute("aria-pressed")).toBe("false");
    await user.click(within(group).getByRole("button", { name: "Accepted" }));
    expect(onStatusChange).toHaveBeenCalledWith("accepted");
    await user.type(screen.getByRole("searchbox", { name: "Find by customer or production" }), "k");
    expect(onSearchChange).toHaveBeenCalledWith("k");
  });

  it("says what is empty: nothing in the status, or nothing matching the search", () => {
    const empty = { status: "ready", rows: [], hasMore: false } as const;
    const { rerender } = render(<QuoteDesk {...base} status="declined" state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No declined quote requests.");
    rerender(<QuoteDesk {...base} search=" kauf " state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No quote requests in this status match “kauf”.");
  });

  it("loads, fails with a retry, and pages on", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    const { rerender } = render(<QuoteDesk {...base} state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading quote requests…");
    rerender(<QuoteDesk {...base} state={{ status: "error", onRetry }} />);
    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <QuoteDesk {...base} onLoadMore={onLoadMore} state={{ status: "ready", rows: sampleRows, hasMore: true }} />,
    );
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
