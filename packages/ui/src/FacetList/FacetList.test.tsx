import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FacetList, type FacetOption } from "./index.js";

const eras: FacetOption[] = [
  "Victorian",
  "Edwardian",
  "1920s",
  "1930s",
  "1940s",
  "1950s",
  "1960s",
  "1970s",
  "1980s",
  "1990s",
  "Contemporary",
].map((value, i) => ({
  value,
  count: i === 4 ? 0 : 10 + i,
  selected: value === "1990s",
}));

describe("FacetList", () => {
  it("lists values as checkboxes with their counts, in a named group", () => {
    render(<FacetList title="Eras" values={eras} onToggle={vi.fn()} />);
    const group = within(screen.getByRole("group", { name: "Eras" }));
    // The count is part of each checkbox's name, so screen readers hear it with the value.
    expect(group.getByRole("checkbox", { name: "Victorian, 10 props" })).toBeTruthy();
    expect(group.getByRole("checkbox", { name: "Edwardian, 11 props" })).toBeTruthy();
  });

  it("toggles a value, and disables values with no props unless selected", async () => {
    const onToggle = vi.fn();
    render(<FacetList title="Eras" values={eras} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole("checkbox", { name: /1920s/ }));
    expect(onToggle).toHaveBeenCalledWith("1920s");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /1940s/ }).disabled).toBe(true);
  });

  it("shows the first values, keeps selected ones in view, and shows the rest on request", async () => {
    render(<FacetList title="Eras" values={eras} onToggle={vi.fn()} limit={5} />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(6); // five, plus the selected 1990s
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /1990s/ }).checked).toBe(true);
    const more = screen.getByRole("button", { name: "Show 5 more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(more);
    expect(screen.getAllByRole("checkbox")).toHaveLength(11);
    expect(screen.getByRole("button", { name: "Show fewer" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("searches within the values", async () => {
    render(<FacetList title="Eras" values={eras} onToggle={vi.fn()} limit={5} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search eras" }), "19");
    expect(
      screen
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent?.replace(/\d[\d,]*, [\d,]+ props?$/, "")),
    ).toEqual(["1920s", "1930s", "1940s", "1950s", "1960s", "1970s", "1980s", "1990s"]);
    await userEvent.clear(screen.getByRole("searchbox"));
    await userEvent.type(screen.getByRole("searchbox"), "zzz");
    expect(screen.getByText("No matches")).toBeTruthy();
  });

  it("draws colour swatches from the tenant's tokens, and shows bin labels", () => {
    const { container } = render(
      <FacetList
        title="Colours"
        variant="swatches"
        values={[{ value: "Navy Blue", count: 3, selected: false }]}
        onToggle={vi.fn()}
      />,
    );
    expect((container.querySelector("span[aria-hidden]") as HTMLElement).style.background).toBe(
      "var(--swatch-navy-blue)",
    );
    render(
      <FacetList
        title="Price"
        values={[{ value: "under-25", count: 2, selected: false }]}
        labelOf={() => "Under $25"}
        onToggle={vi.fn()}
      />,
    );
    expect(screen.getByRole("checkbox", { name: /Under \$25/ })).toBeTruthy();
  });
});
