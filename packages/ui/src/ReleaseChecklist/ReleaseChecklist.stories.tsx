import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReleaseChecklist } from "./index.js";

const meta = {
  title: "Paperwork/ReleaseChecklist",
  component: ReleaseChecklist,
  args: {
    items: [
      {
        requirement: "insurance",
        met: false,
        detail: "Insurance expires Mar 2, 2027, before the return on Mar 9, 2027",
      },
      { requirement: "taxExemption", met: true, detail: "No tax exemption claimed: sales tax applies" },
      { requirement: "payment", met: true, detail: "On account, Net 30" },
      { requirement: "agreement", met: false, detail: "The rental agreement is not signed" },
    ],
  },
} satisfies Meta<typeof ReleaseChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two things missing: each says why, and the summary counts them. */
export const SomethingMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("2 things are still needed before the order goes out.");
    await expect(canvas.getAllByText("(Still needed)")).toHaveLength(2);
  },
};

export const Ready: Story = {
  args: {
    items: [
      { requirement: "insurance", met: true, detail: "Insurance from Film Risk Mutual covers the rental" },
      { requirement: "payment", met: true, detail: "Visa ending 4242 is authorised for $192.51" },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Everything is on file");
  },
};
