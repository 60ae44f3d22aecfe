import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductionFeed, type ProductionFeedProps } from "./index.js";
import { sampleActivity } from "../sample-production.js";

const base: Omit<ProductionFeedProps, "state"> = {
  onShowMore: () => undefined,
  listHref: (listId) => `/productions/p1/lists/${listId}`,
  settings: { locale: "en-US" },
  timeZone: "America/New_York",
};

describe("ProductionFeed", () => {
  it("tells what happened, newest first, when, on which list, and who of staff acted as a member", async () => {
    const onShowMore = vi.fn();
    render(
      <ProductionFeed
        {...base}
        onShowMore={onShowMore}
        state={{ status: "ready", items: sampleActivity, hasMore: true }}
      />,
    );
    const [sent, , asked] = screen.getAllByRole("listitem");
    expect(sent!.textContent).toMatch(
      /^Sam Ortiz asked the prop house for a quote on Diner interiorNov 24, 2026, 10:00 AM/,
    );
    expect(within(sent!).getByRole("link", { name: "Diner interior" }).getAttribute("href")).toBe(
      "/productions/p1/lists/l1",
    );
    expect(asked!.textContent).toContain("done by Alex Kim of the house, signed in as Dana Reyes");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it("says when nothing has happened, while it loads, and when it failed", () => {
    const { rerender } = render(<ProductionFeed {...base} state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading the activity…");
    rerender(<ProductionFeed {...base} state={{ status: "ready", items: [], hasMore: false }} />);
    expect(screen.getByRole("status").textContent).toBe("Nothing has happened yet.");
    rerender(<ProductionFeed {...base} state={{ status: "error", onRetry: vi.fn() }} />);
    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
  });
});
