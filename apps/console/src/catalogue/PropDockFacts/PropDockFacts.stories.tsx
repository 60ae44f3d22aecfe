import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PropDockFacts } from "./index.js";

const meta = {
  title: "Console/PropDockFacts",
  component: PropDockFacts,
  args: {
    propId: "BPH-10432",
    settings: { currency: "USD", locale: "en-US" },
    live: { status: "ready", value: { location: "Aisle 3 · Bay 12", replacementValue: 48_500 } },
  },
} satisfies Meta<typeof PropDockFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Known: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Aisle 3 · Bay 12")).toBeVisible();
    await expect(canvas.getByText("$485.00")).toBeVisible();
  },
};

export const NoneGiven: Story = { args: { live: { status: "ready", value: undefined } } };

export const Loading: Story = { args: { live: { status: "loading" } } };
