import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type PropVariant, VariantMenu, type VariantMenuProps } from "./index.js";

const finishes: PropVariant[] = [
  { id: "chrome", label: "Chrome", quantity: 6, swatch: "Chrome" },
  { id: "brass", label: "Brass", quantity: 2, weeklyRate: 5500, swatch: "Gold" },
  { id: "black", label: "Matte Black", quantity: 0, swatch: "Black" },
];

function setup(style: VariantMenuProps["settings"]["variantMenuStyle"], extra: Partial<VariantMenuProps> = {}) {
  const onSelect = vi.fn();
  render(
    <VariantMenu
      variants={finishes}
      selectedId="chrome"
      onSelect={onSelect}
      settings={{ variantMenuStyle: style, currency: "USD", locale: "en" }}
      labels={{ legend: "Finish" }}
      {...extra}
    />,
  );
  return { onSelect, user: userEvent.setup() };
}

describe("VariantMenu", () => {
  it("offers a labelled dropdown when the tenant asks for one, with out-of-stock options disabled", async () => {
    const { onSelect, user } = setup("dropdown");
    const select = screen.getByRole("combobox", { name: "Finish" });
    expect(select.closest("[data-style]")?.getAttribute("data-style")).toBe("dropdown");
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Brass · $55.00 per week" }).disabled).toBe(false);
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Matte Black · Out of stock" }).disabled).toBe(true);
    await user.selectOptions(select, "brass");
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("brass");
  });

  it("asks the user to choose when nothing is selected yet", () => {
    setup("dropdown", { selectedId: null });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Finish" }).value).toBe("");
    expect(screen.getByRole("option", { name: "Choose one" })).toBeTruthy();
  });

  it("offers a labelled group of buttons (radios), out of stock disabled", async () => {
    const { onSelect, user } = setup("buttons");
    const group = screen.getByRole("group", { name: "Finish" });
    expect(group.getAttribute("data-style")).toBe("buttons");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Chrome" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Matte Black/ }).disabled).toBe(true);
    await user.click(screen.getByRole("radio", { name: /Brass/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("brass");
  });

  it("draws swatches from the tenant's colour tokens, named for screen readers", async () => {
    const { onSelect, user } = setup("swatches");
    expect(screen.getByRole("group", { name: "Finish Chrome" }).getAttribute("data-style")).toBe("swatches");
    expect(screen.getByRole("radio", { name: "Brass, $55.00 per week" })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Matte Black, Out of stock" }).disabled).toBe(true);
    const brass = screen.getByRole("radio", { name: /Brass/ }).nextElementSibling as HTMLElement;
    expect(brass.style.background).toContain("--swatch-gold");
    await user.click(screen.getByRole("radio", { name: /Brass/ }));
    expect(onSelect).toHaveBeenCalledWith("brass");
  });

  it("can be disabled as a whole", () => {
    setup("buttons", { disabled: true });
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Chrome" }).matches(":disabled")).toBe(true);
  });
});
