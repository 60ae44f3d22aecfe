import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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
