import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SortMenu } from "./index.js";

describe("SortMenu", () => {
  it("announces the result count and changes the sort", async () => {
    const onSort = vi.fn();
    const { rerender } = render(<SortMenu total={1234} sort="relevance" onSort={onSort} />);
    expect(screen.getByRole("status").textContent).toBe("1,234 props");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Price: low to high");
    expect(onSort).toHaveBeenCalledWith("price-asc");
    rerender(<SortMenu total={1} sort="price-asc" onSort={onSort} />);
    expect(screen.getByRole("status").textContent).toBe("1 prop");
    rerender(<SortMenu total={1} sort="price-asc" onSort={onSort} loading />);
    expect(screen.getByRole("status").textContent).toBe("Searching…");
  });
});
