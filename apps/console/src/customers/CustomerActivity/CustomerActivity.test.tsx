import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CustomerActivity, type CustomerActivityProps } from "./index.js";

const none = { status: "ready", items: [] } as const;
const base: CustomerActivityProps = { quotes: none, orders: none, setLists: none, favorites: none };

describe("CustomerActivity", () => {
  it("lists each kind under its heading with a count, linking what has a page", () => {
    render(
      <CustomerActivity
        {...base}
        quotes={{ status: "ready", items: [{ id: "q1", label: "Q-1, Diner", detail: "Quoted", href: "/quotes/q1" }] }}
        favorites={{ status: "ready", items: [{ id: "p1", label: "Chrome diner stool", detail: "BPH-10432" }] }}
      />,
    );
    const quotes = screen.getByRole("region", { name: /^Quote requests\s*\(1\)$/ });
    expect(within(quotes).getByRole("link", { name: "Q-1, Diner" }).getAttribute("href")).toBe("/quotes/q1");
    expect(quotes.textContent).toContain("Quoted");
    const favourites = screen.getByRole("region", { name: /^Favourites\s*\(1\)$/ });
    expect(within(favourites).queryByRole("link")).toBeNull();
    expect(favourites.textContent).toContain("Chrome diner stoolBPH-10432");
    expect(screen.getByRole("region", { name: "Orders" }).textContent).toContain("No orders yet.");
  });

  it("shows each list's own loading and failure, with a retry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<CustomerActivity {...base} quotes={{ status: "loading" }} orders={{ status: "error", onRetry }} />);
    expect(within(screen.getByRole("region", { name: "Quote requests" })).getByRole("status").textContent).toBe(
      "Loading…",
    );
    const orders = screen.getByRole("region", { name: "Orders" });
    expect(within(orders).getByRole("alert").textContent).toContain("The orders could not be loaded.");
    await user.click(within(orders).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole("region", { name: "Set lists" }).textContent).toContain("No set lists yet.");
  });
});
