import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { type ActiveFilter, ActiveFilters } from "./index.js";

const three: ActiveFilter[] = [
  { facet: "era", value: "1950s", label: "1950s" },
  { facet: "colors", value: "Red", label: "Red" },
  { facet: "priceBin", value: "under-25", label: "Under $25" },
];

/** The bar as a page holds it: removing a chip removes its filter. */
function Page() {
  const [filters, setFilters] = useState(three);
  return (
    <ActiveFilters
      filters={filters}
      onRemove={(gone) => setFilters((all) => all.filter((filter) => filter !== gone))}
      onClearAll={() => setFilters([])}
    />
  );
}

describe("ActiveFilters", () => {
  it("shows a chip per filter that removes it, and clear all", async () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    const filters = [
      { facet: "colors", value: "Red", label: "Red" },
      { facet: "priceBin", value: "under-25", label: "Under $25" },
    ];
    render(<ActiveFilters filters={filters} onRemove={onRemove} onClearAll={onClearAll} />);
    expect(screen.getByRole("list", { name: "Active filters" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove filter: Under $25" }));
    expect(onRemove).toHaveBeenCalledWith(filters[1]);
    await userEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(onClearAll).toHaveBeenCalledOnce();
  });

  it("renders nothing without filters", () => {
    const { container } = render(<ActiveFilters filters={[]} onRemove={vi.fn()} onClearAll={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });

  it("moves focus to the chip that took the removed one's place, or the one before it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole("button", { name: "Remove filter: Red" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("button", { name: "Remove filter: Red" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove filter: Under $25" }));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove filter: 1950s" }));
  });
});
