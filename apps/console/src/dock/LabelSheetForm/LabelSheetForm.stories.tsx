import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LabelSheetForm } from "./index.js";

/** What making the sheet answers. */
const saved = "Labels saved: 60 labels on Avery 5160 · 2⅝″ × 1″, 30 per US Letter sheet.";

const meta = {
  title: "Console/LabelSheetForm",
  component: LabelSheetForm,
  args: {
    label: "Print labels for these props",
    onMake: fn(() => Promise.resolve(saved)),
  },
} satisfies Meta<typeof LabelSheetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText("Label stock"), "dymo-30252");
    await userEvent.click(canvas.getByRole("button", { name: "Print labels for these props" }));
    await expect(args.onMake).toHaveBeenCalledWith({ format: "dymo-30252", copies: 1 });
  },
};

export const BadCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copies = canvas.getByLabelText("Labels of each prop");
    await userEvent.clear(copies);
    await userEvent.type(copies, "0");
    await expect(canvas.getByText(/a whole number from 1 to 100/)).toBeVisible();
  },
};
