import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CustomerProductions } from "./index.js";

const meta = {
  title: "Console/CustomerProductions",
  component: CustomerProductions,
  args: {
    state: {
      status: "ready",
      memberships: [
        { productionId: "p1", name: "The Night Diner", roles: ["coordinator", "buyer"] },
        { productionId: "p2", name: "Harbour Lights, season 2", roles: ["viewer"] },
      ],
    },
    productionHref: (id: string) => `#${id}`,
  },
} satisfies Meta<typeof CustomerProductions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProductions: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Buyer, Coordinator")).toBeVisible();
  },
};

export const Failed: Story = { args: { state: { status: "error", onRetry: fn() } } };
