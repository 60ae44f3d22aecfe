import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ActiveFilters } from "./index.js";

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
});
