import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { lists, storyFormat } from "../sample-room.js";
import { ProductionLists } from "./index.js";

const meta = {
  title: "Storefront/Productions/ProductionLists",
  component: ProductionLists,
  args: { lists, hrefOf: (id) => `/productions/harbour/lists/${id}`, format: storyFormat },
} satisfies Meta<typeof ProductionLists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForADesigner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Act 2 · Kitchen" })).toHaveAttribute(
      "href",
      "/productions/harbour/lists/kitchen",
    );
    await expect(canvas.getByText(/2 approved, 1 rejected, 1 asking for alternatives, 1 waiting of 5/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Make the list" })).toBeNull();
  },
};

export const ForABuyer: Story = { args: { onCreate: fn(() => Promise.resolve()) } };

export const NoneYet: Story = { args: { lists: [], onCreate: fn(() => Promise.resolve()) } };
