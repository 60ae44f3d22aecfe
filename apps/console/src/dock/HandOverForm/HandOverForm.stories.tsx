import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { HandOverForm } from "./index.js";

const meta = {
  title: "Console/HandOverForm",
  component: HandOverForm,
  args: { pieces: 12, missing: null, onHandOver: fn(() => Promise.resolve()) },
} satisfies Meta<typeof HandOverForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Hand over 12 pieces" }));
    await expect(canvas.getByText("The driver's printed name is required.")).toBeVisible();
  },
};

export const PapersMissing: Story = { args: { pieces: 3, missing: "Certificate of insurance, Signed agreement" } };
