import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CategoryMenu, type CategoryOption, pathOf } from "./index.js";

const departments = (selected?: { department: string; category?: string }): CategoryOption[] => [
  {
    value: "Props By Scene",
    count: 1240,
    selected: selected?.department === "Props By Scene",
    children:
      selected?.department === "Props By Scene"
        ? [
            {
              value: "Diner",
              count: 312,
              selected: selected.category === "Diner",
              children:
                selected.category === "Diner" ? [{ value: "Counter & Stools", count: 41, selected: false }] : [],
            },
            { value: "Hospital", count: 288, selected: false },
          ]
        : [],
  },
  { value: "Cameras", count: 96, selected: false },
];

describe("CategoryMenu", () => {
  it("lists departments with counts and chooses one", async () => {
    const onSelect = vi.fn();
    render(<CategoryMenu values={departments()} onSelect={onSelect} />);
    const nav = screen.getByRole("navigation", { name: "Departments" });
    expect(within(nav).getByRole("button", { name: "Props By Scene, 1,240 props" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(screen.queryByRole("button", { name: /All departments/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cameras, 96 props" }));
    expect(onSelect).toHaveBeenCalledWith({ department: "Cameras" });
  });

  it("opens the selected branch, goes deeper, steps back, and clears", async () => {
    const onSelect = vi.fn();
    render(
      <CategoryMenu values={departments({ department: "Props By Scene", category: "Diner" })} onSelect={onSelect} />,
    );
    expect(screen.getByRole("button", { name: "Diner, 312 props" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Counter & Stools, 41 props" }));
    expect(onSelect).toHaveBeenLastCalledWith({
      department: "Props By Scene",
      category: "Diner",
      subcategory: "Counter & Stools",
    });
    await userEvent.click(screen.getByRole("button", { name: "Diner, 312 props" }));
    expect(onSelect).toHaveBeenLastCalledWith({ department: "Props By Scene" });
    await userEvent.click(screen.getByRole("button", { name: /All departments/ }));
    expect(onSelect).toHaveBeenLastCalledWith({});
  });

  it("says so when no department has a match", () => {
    render(<CategoryMenu values={[]} onSelect={() => undefined} />);
    expect(screen.getByText("No departments have props that match.")).toBeTruthy();
  });

  it("builds paths by level and ignores anything deeper than a subcategory", () => {
    expect(pathOf([])).toEqual({});
    expect(pathOf(["Cameras", "Film", "16 mm", "extra"])).toEqual({
      department: "Cameras",
      category: "Film",
      subcategory: "16 mm",
    });
  });
});
