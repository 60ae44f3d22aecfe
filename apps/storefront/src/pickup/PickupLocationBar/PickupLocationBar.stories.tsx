import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PickupLocationBar } from "./index.js";

const meta = {
  title: "Storefront/Pickup/PickupLocationBar",
  component: PickupLocationBar,
  args: {
    locations: [
      { id: "toronto", displayName: "Toronto", street: "120 Commissioners Street" },
      { id: "vancouver", displayName: "Vancouver", street: "1550 Powell Street" },
    ],
    chosenId: "vancouver",
    nearest: true,
    onChoose: fn(),
  },
} satisfies Meta<typeof PickupLocationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NearestPreselected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Picking up in" })).toHaveValue("vancouver");
    await expect(canvas.getByText("nearest to you")).toBeVisible();
  },
};

export const Switching: Story = {
  args: { nearest: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Picking up in" }), "toronto");
    await expect(args.onChoose).toHaveBeenCalledWith("toronto");
    await expect(canvas.queryByText("nearest to you")).toBeNull();
  },
};
