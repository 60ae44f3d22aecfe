import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { chosenCopy, sampleResponsiveImage } from "@backlot/ui/testing/sample-responsive-image";
import { PropEditor } from "./index.js";
import { sampleOptions, sampleProp } from "./sample-prop.js";

const meta = {
  title: "Console/PropEditor",
  component: PropEditor,
  args: {
    prop: sampleProp,
    options: sampleOptions,
    onSave: fn(
      () =>
        new Promise<string | undefined>((resolve) =>
          setTimeout(() => resolve("The storefront shows it after its next build."), 400),
        ),
    ),
    settings: { locale: "en", currency: "USD" },
  },
} satisfies Meta<typeof PropEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Hidden: Story = { args: { prop: { ...sampleProp, listed: false } } };

const photo = sampleResponsiveImage("", 0);

/** The prop's photo as the catalogue import resized it: at most 16rem wide, so a small copy. */
export const WithPhoto: Story = {
  name: "With photo",
  args: {
    prop: {
      ...sampleProp,
      image: { url: "/catalogue/images/BPH-10432-1.jpg", width: photo.width, height: photo.height },
    },
    imageUrl: photo.url,
    imageSrcSet: photo.srcSet,
    imageSources: photo.sources,
  },
  play: async ({ canvasElement }) => {
    const shown = canvasElement.querySelector("img");
    if (!shown) throw new Error("No photo");
    await waitFor(() => expect(chosenCopy(shown)).toMatch(/^AVIF /));
  },
};

/** A prop house with two docks: the stock is edited at each, and the total follows. */
export const StockAtEachDock: Story = {
  args: {
    prop: { ...sampleProp, quantity: 6, stockByLocation: { toronto: 4, vancouver: 2 } },
    options: {
      ...sampleOptions,
      locations: [
        { id: "toronto", displayName: "Toronto" },
        { id: "vancouver", displayName: "Vancouver" },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vancouver = canvas.getByRole("textbox", { name: "Vancouver" });
    await userEvent.clear(vancouver);
    await userEvent.type(vancouver, "3");
    await expect(canvas.getByRole("group", { name: "Stock at each dock" })).toHaveTextContent("7 in all");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Saved.");
    await expect(args.onSave).toHaveBeenCalledWith({ stockByLocation: { vancouver: 3 } });
  },
};

export const SavesWhatChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByRole("textbox", { name: /Weekly rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, "30.00");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Vinyl" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Saved.");
    await expect(args.onSave).toHaveBeenCalledWith({
      weeklyRate: 3000,
      custom: { era: ["1950s"], material: ["Vinyl"] },
    });
  },
};

export const ProblemsByField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole("textbox", { name: /Name/ }));
    await userEvent.clear(canvas.getByRole("textbox", { name: /Stock/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Stock/ }), "six");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Some fields need a change");
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
