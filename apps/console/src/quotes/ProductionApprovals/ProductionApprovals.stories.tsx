import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductionApprovals } from "./index.js";

const names: Record<string, string> = {
  "BPH-30021": "Bentwood chair (Walnut)",
  "BPH-30019": "Chrome stool",
  "BPH-11007": "Deep fryer, dented",
};

const meta = {
  title: "Console/ProductionApprovals",
  component: ProductionApprovals,
  args: {
    production: {
      productionId: "p1",
      productionName: "The Night Diner",
      listId: "l1",
      listName: "Diner interior",
      members: ["Dana Reyes (Designer)", "Jo Park (Buyer)", "Sam Ortiz (Buyer, Coordinator)"],
      approvals: [
        {
          propId: "BPH-30021",
          variantId: "walnut",
          approvedBy: "Dana Reyes",
          at: new Date("2026-11-24T14:42:00Z"),
          replaced: "BPH-30019",
        },
        { propId: "BPH-11007", approvedBy: "Dana Reyes", at: new Date("2026-11-24T14:50:00Z") },
      ],
      rejected: 1,
    },
    nameOf: (propId: string) => names[propId] ?? propId,
    settings: { locale: "en-US" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof ProductionApprovals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoApprovedOneRejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1 line was rejected and left out/)).toBeVisible();
    await expect(canvas.getByRole("table", { name: "Who approved each line" })).toBeVisible();
  },
};
