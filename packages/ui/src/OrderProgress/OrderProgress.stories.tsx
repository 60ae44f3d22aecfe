import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { OrderProgress } from "./index.js";
import { sampleHistory, sampleHistoryWithChanges } from "./sample-history.js";

const meta = {
  title: "Console/OrderProgress",
  component: OrderProgress,
  args: { history: sampleHistory, settings: { locale: "en" }, timeZone: "America/New_York" },
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the customer sees it on their orders page. */
export const ForTheCustomer: Story = {};

/** Out on rental, then extended and added to: each change by what it did, with the estimate after it. */
export const WithChanges: Story = { args: { history: sampleHistoryWithChanges } };

export const ForStaff: Story = {
  args: {
    next: ["out", "cancelled"],
    // The step stays pending, so the story's picture is "Saving…" however long the screenshot takes to start (a step
    // that settled after 400 ms was captured settled on a busy machine).
    onStep: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Mark out (picked up or delivered)" }));
    await expect(args.onStep).toHaveBeenCalledWith("out", "");
  },
};

export const Finished: Story = { args: { next: [], onStep: fn() } };
