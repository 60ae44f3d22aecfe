import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { chosenCopy, sampleResponsiveImage } from "@backlot/ui/testing/sample-responsive-image";
import { QuotePricing } from "./index.js";
import { sampleGoneVariantLine, samplePricingProps, sampleVariantLines } from "./sample-pricing.js";

const meta = {
  title: "Console/QuotePricing",
  component: QuotePricing,
  args: { ...samplePricingProps, onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
} satisfies Meta<typeof QuotePricing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pricing: Story = {};

/** Pictures the catalogue import resized: the smallest copy, in the best format the browser shows. */
export const WithPictures: Story = {
  name: "With pictures",
  args: {
    lines: samplePricingProps.lines.map((line, index) => {
      const { url, srcSet, sources } = sampleResponsiveImage("", index * 110);
      return { ...line, imageUrl: url, imageSrcSet: srcSet, imageSources: sources };
    }),
  },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole<HTMLImageElement>("img", { name: "Chrome Diner Stool" });
    await waitFor(() => expect(chosenCopy(picture)).toBe("AVIF 320w"));
  },
};

export const PropGone: Story = {
  args: {
    lines: [
      ...samplePricingProps.lines,
      {
        propId: "BPH-99001",
        name: "Withdrawn Jukebox",
        imageUrl: null,
        stock: null,
        catalogueRate: null,
        quantity: 1,
        weeklyRate: 0,
        note: "",
      },
    ],
  },
};

/** One prop asked for in two finishes is two lines, each at its finish's rate; another finish is chosen to add it. */
export const Variants: Story = {
  args: { lines: sampleVariantLines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Add a prop" }), "bentwood");
    const variant = await canvas.findByRole("combobox", { name: "Variant of Bentwood Chair" });
    await userEvent.selectOptions(variant, "ebonised");
    await expect(canvas.getByRole("button", { name: "Add Bentwood Chair (Ebonised)" })).toBeVisible();
  },
};

/** A finish the prop no longer has: the line says so and holds the quote back until staff substitute or remove it. */
export const VariantGone: Story = {
  name: "Variant gone",
  args: { lines: [...sampleVariantLines, sampleGoneVariantLine] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Substituting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lamp = canvas.getByRole("listitem", { name: "Brass Desk Lamp" });
    await userEvent.click(within(lamp).getByRole("button", { name: "Substitute" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Substitute for Brass Desk Lamp" }), "rotary");
    await expect(
      await canvas.findByRole("button", { name: "Use Rotary Payphone instead of Brass Desk Lamp" }),
    ).toBeVisible();
  },
};

export const SendFailed: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error("Not sent: the connection dropped. Check it and press again."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send quote" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Not sent");
  },
};
