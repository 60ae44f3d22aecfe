import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { diner, harbour, storyFormat } from "../sample-room.js";
import { MyProductions } from "./index.js";

const meta = {
  title: "Storefront/Productions/MyProductions",
  component: MyProductions,
  args: { productions: [harbour, diner], uid: "dana", hrefOf: (id) => `/productions/${id}`, format: storyFormat },
} satisfies Meta<typeof MyProductions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Harbour Lights, season 2" })).toHaveAttribute(
      "href",
      "/productions/harbour",
    );
    await expect(canvas.getAllByRole("list", { name: "Your roles" })[0]).toHaveTextContent("BuyerCoordinator");
  },
};

export const None: Story = { args: { productions: [] } };
