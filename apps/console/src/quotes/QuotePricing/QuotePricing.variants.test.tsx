import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuotePricing } from "./index.js";
import { sampleGoneVariantLine, samplePricingProps, sampleVariantLines } from "./sample-pricing.js";

const line = (name: string) => screen.getByRole("listitem", { name });
const field = (name: string, label: string) =>
  within(line(name)).getByRole<HTMLInputElement>("textbox", { name: new RegExp(`^${label}`) });
const sent = (onSubmit: ReturnType<typeof vi.fn>) => (onSubmit.mock.calls[0]?.[0] as { lines: unknown }).lines;

describe("QuotePricing with variants", () => {
  it("prices each variant asked for as a line of its own, at the variant's rate, and sends its variant", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const lines = [...samplePricingProps.lines, ...sampleVariantLines];
    render(<QuotePricing {...samplePricingProps} lines={lines} onSubmit={onSubmit} />);
    expect(field("Bentwood Chair (Walnut)", "Weekly rate").value).toBe("25.00");
    expect(line("Bentwood Chair (Walnut)").textContent).toContain("8 in stock");
    expect(line("Bentwood Chair (Walnut)").textContent).toContain("“for the parlour”");
    // Oak has no rate or stock of its own: the prop's.
    expect(field("Bentwood Chair (Oak)", "Weekly rate").value).toBe("20.00");
    expect(line("Bentwood Chair (Oak)").textContent).toContain("14 in stock");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    // No variantId field at all on a line without one (the server would store an undefined).
    expect(sent(onSubmit)).toStrictEqual([
      { propId: "BPH-10432", quantity: 6, weeklyRate: 4500 },
      { propId: "BPH-20817", quantity: 2, weeklyRate: 3750 },
      { propId: "BPH-40210", variantId: "walnut", quantity: 4, weeklyRate: 2500 },
      { propId: "BPH-40210", variantId: "oak", quantity: 2, weeklyRate: 2000 },
    ]);
  });

  it("adds a found prop in the variant staff choose, and refuses a variant already on the quote", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<QuotePricing {...samplePricingProps} lines={sampleVariantLines} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("searchbox", { name: "Add a prop" }), "bentwood");
    const variant = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Variant of Bentwood Chair" });
    expect(variant.value).toBe("walnut");
    await user.click(screen.getByRole("button", { name: "Add Bentwood Chair (Walnut)" }));
    expect(
      screen.getByText("Bentwood Chair (Walnut) is on the quote already: change its quantity instead."),
    ).toBeTruthy();

    // A native menu (the browser's keys choose in it), then Tab on to its button, which says what it adds.
    await user.selectOptions(variant, "ebonised");
    expect(document.activeElement).toBe(variant);
    expect(screen.getByText(/BPH-40210 · \$27\.50 · 2 in stock/)).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Bentwood Chair (Ebonised)" }));
    await user.keyboard("{Enter}");
    expect(field("Bentwood Chair (Ebonised)", "Weekly rate").value).toBe("27.50");

    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(sent(onSubmit)).toEqual([
      { propId: "BPH-40210", variantId: "walnut", quantity: 4, weeklyRate: 2500 },
      { propId: "BPH-40210", variantId: "oak", quantity: 2, weeklyRate: 2000 },
      { propId: "BPH-40210", variantId: "ebonised", quantity: 1, weeklyRate: 2750 },
    ]);
  });

  it("holds back a line whose variant the prop no longer has, until staff substitute it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const lines = [...sampleVariantLines, sampleGoneVariantLine];
    render(<QuotePricing {...samplePricingProps} lines={lines} onSubmit={onSubmit} />);
    // The catalogue's own words (linePrice's), whatever they are.
    const problem = sampleGoneVariantLine.problem ?? "";
    expect(problem).toContain('"cane"');
    expect(within(line("Bentwood Chair (cane)")).getByRole("alert").textContent).toContain(problem);
    expect(screen.getByText("Fix the lines marked above to see the total.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain(problem));

    await user.click(within(line("Bentwood Chair (cane)")).getByRole("button", { name: "Substitute" }));
    await user.type(screen.getByRole("searchbox", { name: "Substitute for Bentwood Chair (cane)" }), "bentwood");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Variant of Bentwood Chair" }), "Ebonised");
    await user.click(
      screen.getByRole("button", { name: "Use Bentwood Chair (Ebonised) instead of Bentwood Chair (cane)" }),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field("Bentwood Chair (Ebonised)", "Quantity").value).toBe("6");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(sent(onSubmit)).toEqual([
      { propId: "BPH-40210", variantId: "walnut", quantity: 4, weeklyRate: 2500 },
      { propId: "BPH-40210", variantId: "oak", quantity: 2, weeklyRate: 2000 },
      { propId: "BPH-40210", variantId: "ebonised", quantity: 6, weeklyRate: 2750 },
    ]);
  });
});
