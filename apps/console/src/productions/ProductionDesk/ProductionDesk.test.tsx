import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductionDesk, type ProductionDeskProps } from "./index.js";
import { sampleProductions } from "./sample-productions.js";

const base: ProductionDeskProps = {
  state: { status: "ready", rows: sampleProductions, hasMore: false },
  onLoadMore: () => undefined,
  hrefOf: (id) => `/productions/${id}`,
  settings: { locale: "en-US" },
  timeZone: "America/New_York",
};

describe("ProductionDesk", () => {
  it("lists each production with a link, its team, its lists and its last activity", () => {
    render(<ProductionDesk {...base} />);
    const [diner, harbour] = screen.getAllByRole("row").slice(1);
    expect(within(diner!).getByRole("link", { name: "The Night Diner" }).getAttribute("href")).toBe("/productions/p1");
    expect(diner!.textContent).toContain("4 members, 1 invitation waitingCoordinated by Sam Ortiz");
    expect(diner!.textContent).toContain("3 lists");
    expect(diner!.textContent).toContain("Nov 24, 2026, 9:42 AM");
    expect(harbour!.textContent).toContain("1 member");
    expect(harbour!.textContent).toContain("1 list");
  });

  it("asks for more when there may be more, and says so while they load", async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <ProductionDesk
        {...base}
        state={{ status: "ready", rows: sampleProductions, hasMore: true }}
        onLoadMore={onLoadMore}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <ProductionDesk
        {...base}
        state={{ status: "ready", rows: sampleProductions, hasMore: true, loadingMore: true }}
        onLoadMore={onLoadMore}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Loading more…" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("says when there are none, while they load, and when they failed to load", async () => {
    const { rerender } = render(<ProductionDesk {...base} state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading the productions…");
    rerender(<ProductionDesk {...base} state={{ status: "ready", rows: [], hasMore: false }} />);
    expect(screen.getByRole("status").textContent).toMatch(/^No productions yet/);
    const onRetry = vi.fn();
    rerender(<ProductionDesk {...base} state={{ status: "error", onRetry }} />);
    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
