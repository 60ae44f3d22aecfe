import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LinkProps } from "../Link/index.js";
import { DataTable, type DataTableProps } from "./index.js";
import {
  type SampleRow,
  type SampleStock,
  sampleColumns,
  sampleLabels,
  sampleRows,
  sampleSearch,
  sampleViews,
} from "./sample-rows.js";

const base: DataTableProps<SampleStock, SampleRow> = {
  title: "Catalogue",
  views: sampleViews,
  view: "in",
  onViewChange: () => undefined,
  rowHeader: { header: "Name", text: (row) => row.name, href: (row) => `/props/${row.id}` },
  columns: sampleColumns,
  state: { status: "ready", rows: sampleRows, hasMore: false },
  empty: "No props in stock.",
  onLoadMore: () => undefined,
  labels: sampleLabels,
};

describe("DataTable", () => {
  it("is a region named by its title, with a row per item: its name as the row header, linking to its page", () => {
    render(<DataTable {...base} />);
    expect(screen.getByRole("region", { name: "Catalogue" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Name",
      "Item",
      "Department",
      "Stock",
    ]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("rowheader").textContent).toBe("Chrome Diner Stool");
    expect(first.getByRole("link", { name: "Chrome Diner Stool" }).getAttribute("href")).toBe("/props/BPH-10432");
    expect(first.getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "BPH-10432",
      "Furniture · Stools",
      "12",
    ]);
  });

  it("renders each row's link with the app's link component", () => {
    const AppLink = ({ href, children, className }: LinkProps) => (
      <a href={`/app${href}`} className={className} data-app-link="">
        {children}
      </a>
    );
    render(<DataTable {...base} LinkComponent={AppLink} />);
    const link = screen.getByRole("link", { name: "Rotary Payphone" });
    expect(link.getAttribute("href")).toBe("/app/props/BPH-31120");
    expect(link.hasAttribute("data-app-link")).toBe(true);
  });

  it("shows which view is chosen, and says when another is picked or a search typed", async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    const onSearchChange = vi.fn();
    render(<DataTable {...base} onViewChange={onViewChange} search={sampleSearch("", onSearchChange)} />);
    const group = screen.getByRole("group", { name: "Props by stock" });
    expect(within(group).getByRole("button", { name: "In stock" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("button", { name: "Out of stock" }).getAttribute("aria-pressed")).toBe("false");
    await user.click(within(group).getByRole("button", { name: "Out of stock" }));
    expect(onViewChange).toHaveBeenCalledWith("out");
    await user.type(screen.getByRole("searchbox", { name: "Find a prop" }), "r");
    expect(onSearchChange).toHaveBeenCalledWith("r");
  });

  it("shows the caller's own filter when it has no search", () => {
    render(
      <DataTable
        {...base}
        filter={
          <label>
            Day <input type="date" />
          </label>
        }
      />,
    );
    expect(screen.getByLabelText("Day")).toBeTruthy();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("says what is empty: nothing in the view, or nothing matching the search", () => {
    const empty = { status: "ready", rows: [], hasMore: false } as const;
    const { rerender } = render(<DataTable {...base} state={empty} search={sampleSearch("  ")} />);
    expect(screen.getByRole("status").textContent).toBe("No props in stock.");
    expect(screen.queryByRole("table")).toBeNull();
    rerender(<DataTable {...base} state={empty} search={sampleSearch(" sofa ")} />);
    expect(screen.getByRole("status").textContent).toBe("No props match “sofa”.");
  });

  it("loads, fails with a retry, and pages on, saying so while the next page loads", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    const { rerender } = render(<DataTable {...base} state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading props…");
    rerender(<DataTable {...base} state={{ status: "error" }} />);
    expect(screen.getByRole("alert").textContent).toBe("The props could not be loaded.");
    expect(within(screen.getByRole("alert")).queryByRole("button")).toBeNull();
    rerender(<DataTable {...base} state={{ status: "error", onRetry }} />);
    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <DataTable {...base} onLoadMore={onLoadMore} state={{ status: "ready", rows: sampleRows, hasMore: true }} />,
    );
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <DataTable
        {...base}
        onLoadMore={onLoadMore}
        state={{ status: "ready", rows: sampleRows, hasMore: true, loadingMore: true }}
      />,
    );
    const more = screen.getByRole("button", { name: "Loading more…" });
    expect(more.getAttribute("aria-busy")).toBe("true");
    await user.click(more);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
