import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CatalogueDesk, type CatalogueDeskProps } from "./index.js";
import { sampleProps } from "./sample-props.js";

const base: CatalogueDeskProps = {
  visibility: "shown",
  onVisibilityChange: () => undefined,
  search: "",
  onSearchChange: () => undefined,
  state: { status: "ready", rows: sampleProps, hasMore: false },
  onLoadMore: () => undefined,
  hrefOf: (id) => `/catalogue/${id}`,
  settings: { locale: "en", currency: "USD" },
};

describe("CatalogueDesk", () => {
  it("lists props with a link to each, their item number, weekly rate, stock and place in the tree", () => {
    render(<CatalogueDesk {...base} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("link", { name: "Chrome diner stool" }).getAttribute("href")).toBe("/catalogue/BPH-10432");
    expect(rows[0]?.textContent).toBe("Chrome diner stoolBPH-10432$25.006FurnitureSeating");
  });

  it("switches between shown and hidden props, and passes on what staff type", async () => {
    const user = userEvent.setup();
    const onVisibilityChange = vi.fn();
    const onSearchChange = vi.fn();
    render(<CatalogueDesk {...base} onVisibilityChange={onVisibilityChange} onSearchChange={onSearchChange} />);
    const group = screen.getByRole("group", { name: "Props by visibility" });
    expect(within(group).getByRole("button", { name: "Shown" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(group).getByRole("button", { name: "Hidden" }));
    expect(onVisibilityChange).toHaveBeenCalledWith("hidden");
    await user.type(screen.getByRole("searchbox", { name: "Find a prop" }), "r");
    expect(onSearchChange).toHaveBeenCalledWith("r");
  });

  it("says when nothing is hidden and when nothing matches", () => {
    const empty = { status: "ready", rows: [], hasMore: false } as const;
    const { rerender } = render(<CatalogueDesk {...base} visibility="hidden" state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No props are hidden.");
    rerender(<CatalogueDesk {...base} search="zz" state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No props here match “zz”.");
  });
});
