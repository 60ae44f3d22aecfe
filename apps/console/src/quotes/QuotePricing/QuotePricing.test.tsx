import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { offeredFiles, sampleCatalogueImage } from "@backlot/ui/testing/sample-responsive-image";
import { type PropChoice, QuotePricing } from "./index.js";
import { findSampleProps, samplePricingProps } from "./sample-pricing.js";

const line = (name: string) => screen.getByRole("listitem", { name });
const field = (name: string, label: string) =>
  within(line(name)).getByRole<HTMLInputElement>("textbox", { name: new RegExp(`^${label}`) });

describe("QuotePricing", () => {
  it("starts from the catalogue's rates and sends the lines as priced, with the note", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<QuotePricing {...samplePricingProps} onSubmit={onSubmit} />);
    expect(field("Chrome Diner Stool", "Weekly rate").value).toBe("45.00");
    expect(line("Chrome Diner Stool").textContent).toContain("12 in stock");
    expect(line("Chrome Diner Stool").textContent).toContain("“the taller ones”");
    await user.clear(field("Chrome Diner Stool", "Weekly rate"));
    await user.type(field("Chrome Diner Stool", "Weekly rate"), "40");
    await user.type(screen.getByRole("textbox", { name: "Note to the customer" }), "Six stools held for you.");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(onSubmit).toHaveBeenCalledWith({
      lines: [
        { propId: "BPH-10432", quantity: 6, weeklyRate: 4000 },
        { propId: "BPH-20817", quantity: 2, weeklyRate: 3750 },
      ],
      note: "Six stools held for you.",
    });
    expect(await screen.findByText(/Quote sent/)).toBeTruthy();
  });

  it("shows the week-by-week total as staff type", async () => {
    const user = userEvent.setup();
    render(<QuotePricing {...samplePricingProps} onSubmit={vi.fn()} />);
    const total = () => screen.getByText("Subtotal").nextElementSibling?.textContent;
    const before = total();
    await user.clear(field("Brass Desk Lamp", "Quantity"));
    await user.type(field("Brass Desk Lamp", "Quantity"), "3");
    expect(before).toBeTruthy();
    expect(total()).not.toBe(before);
  });

  it("marks what is wrong, on the field, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuotePricing {...samplePricingProps} onSubmit={onSubmit} />);
    await user.clear(field("Chrome Diner Stool", "Quantity"));
    await user.type(field("Chrome Diner Stool", "Quantity"), "0");
    await user.clear(field("Brass Desk Lamp", "Weekly rate"));
    await user.type(field("Brass Desk Lamp", "Weekly rate"), "12.345");
    expect(screen.getByText("Fix the lines marked above to see the total.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field("Chrome Diner Stool", "Quantity").getAttribute("aria-invalid")).toBe("true");
    expect(line("Chrome Diner Stool").textContent).toContain("A whole number from 1 to 999");
    expect(line("Brass Desk Lamp").textContent).toContain("An amount, like 12.50");
  });

  it("adds a prop found in the catalogue, substitutes another, and refuses one already on the quote", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<QuotePricing {...samplePricingProps} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("searchbox", { name: "Add a prop" }), "rotary");
    await user.click(await screen.findByRole("button", { name: "Add Rotary Payphone" }));
    expect(line("Rotary Payphone")).toBeTruthy();

    await user.click(within(line("Brass Desk Lamp")).getByRole("button", { name: "Substitute" }));
    const finder = screen.getByRole("searchbox", { name: "Substitute for Brass Desk Lamp" });
    expect(document.activeElement).toBe(finder);
    await user.type(finder, "desk phone");
    await user.click(await screen.findByRole("button", { name: "Use Rotary Desk Phone instead of Brass Desk Lamp" }));
    expect(screen.queryByRole("listitem", { name: "Brass Desk Lamp" })).toBeNull();
    expect(field("Rotary Desk Phone", "Quantity").value).toBe("2");

    await user.type(screen.getByRole("searchbox", { name: "Add a prop" }), "stool");
    await user.click(await screen.findByRole("button", { name: "Add Chrome Diner Stool" }));
    expect(screen.getByText("Chrome Diner Stool is on the quote already: change its quantity instead.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect((onSubmit.mock.calls[0]?.[0] as { lines: unknown } | undefined)?.lines).toEqual([
      { propId: "BPH-10432", quantity: 6, weeklyRate: 4500 },
      { propId: "BPH-31121", quantity: 2, weeklyRate: 1500 },
      { propId: "BPH-31120", quantity: 1, weeklyRate: 3750 },
    ]);
  });

  it("shows each prop's picture at its 96px, offering the photo's formats and widths when it has them", async () => {
    const user = userEvent.setup();
    const photoOf = (stem: string) => {
      const { url, srcSet, sources } = sampleCatalogueImage(stem);
      return { imageUrl: url, imageSrcSet: srcSet, imageSources: sources };
    };
    const lines = samplePricingProps.lines.map((priced, index) =>
      index === 0 ? { ...priced, ...photoOf("BPH-10432-1") } : { ...priced, imageUrl: "/catalogue/images/lamp.svg" },
    );
    const findProps = async (text: string): Promise<PropChoice[]> =>
      (await findSampleProps(text)).map((choice) => ({ ...choice, ...photoOf(`${choice.propId}-1`) }));
    render(<QuotePricing {...samplePricingProps} lines={lines} findProps={findProps} onSubmit={vi.fn()} />);
    const pictureOf = (name: string) => offeredFiles(within(line(name)).getByRole("img", { name }));

    expect(pictureOf("Chrome Diner Stool")).toEqual({
      inPicture: true,
      sources: [
        { type: "image/avif", srcSet: lines[0]?.imageSources?.[0]?.srcSet, sizes: "96px" },
        { type: "image/webp", srcSet: lines[0]?.imageSources?.[1]?.srcSet, sizes: "96px" },
      ],
      srcSet: lines[0]?.imageSrcSet,
      sizes: "96px",
    });
    expect(pictureOf("Brass Desk Lamp")).toEqual({ inPicture: false, sources: [], srcSet: null, sizes: null });
    // A prop added from the search brings its photo's copies along.
    await user.type(screen.getByRole("searchbox", { name: "Add a prop" }), "payphone");
    await user.click(await screen.findByRole("button", { name: "Add Rotary Payphone" }));
    expect(pictureOf("Rotary Payphone")).toMatchObject({
      srcSet: photoOf("BPH-31120-1").imageSrcSet,
      sizes: "96px",
      sources: [{ type: "image/avif" }, { type: "image/webp" }],
    });
  });

  it("keeps everything typed when sending fails, and shows the server's word", async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error("Prop BPH-20817 is not in the catalogue"), { fieldErrors: {} });
    render(<QuotePricing {...samplePricingProps} onSubmit={vi.fn().mockRejectedValue(refusal)} />);
    await user.type(screen.getByRole("textbox", { name: "Note to the customer" }), "Held till Friday");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Prop BPH-20817 is not in the catalogue");
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Note to the customer" }).value).toBe(
      "Held till Friday",
    );
  });
});
