import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductionListsTable, type ProductionListsTableProps } from "./index.js";
import { sampleDraft, sampleList } from "../sample-production.js";

const base: Omit<ProductionListsTableProps, "state"> = {
  listHref: (listId) => `/productions/p1/lists/${listId}`,
  settings: { locale: "en-US" },
  timeZone: "America/New_York",
};

describe("ProductionListsTable", () => {
  it("gives each list's state, review progress and where it was sent, linking to the list", () => {
    render(<ProductionListsTable {...base} state={{ status: "ready", lists: [sampleList, sampleDraft] }} />);
    const [diner, lot] = screen.getAllByRole("row").slice(1);
    expect(within(diner!).getByRole("link", { name: "Diner interior" }).getAttribute("href")).toBe(
      "/productions/p1/lists/l1",
    );
    expect(diner!.textContent).toContain("Approved");
    expect(diner!.textContent).toContain("1 approved, 1 rejected, 1 asking for alternatives, 1 waiting of 4");
    expect(within(diner!).getByRole("link", { name: "quote Q-Q1AAAAAA" })).toBeTruthy();
    expect(lot!.textContent).toContain("DraftingNo lines yet");
    expect(lot!.textContent).toContain("Not yet");
  });

  it("says when there are none, while they load, and when they failed", async () => {
    const { rerender } = render(<ProductionListsTable {...base} state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading the lists…");
    rerender(<ProductionListsTable {...base} state={{ status: "ready", lists: [] }} />);
    expect(screen.getByRole("status").textContent).toBe("No lists yet.");
    const onRetry = vi.fn();
    rerender(<ProductionListsTable {...base} state={{ status: "error", onRetry }} />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
