import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DockLines } from "./index.js";

const meta = {
  title: "Console/DockLines",
  component: DockLines,
  args: {
    editable: true,
    onTick: fn(() => Promise.resolve()),
    lines: [
      {
        key: "BPH-10432",
        name: "Chrome diner stool",
        itemNumber: "BPH-10432",
        quantity: 6,
        done: 4,
        location: "Aisle 3 · Bay 12",
      },
      {
        key: "BPH-20817",
        name: "Brass desk lamp",
        itemNumber: "BPH-20817",
        quantity: 1,
        done: 1,
        location: "Aisle 3 · Bay 2",
      },
      {
        key: "BPH-30021/walnut",
        name: "Bentwood chair (Walnut)",
        itemNumber: "BPH-30021",
        quantity: 2,
        done: 0,
        location: "Cage B",
      },
      { key: "BPH-40110", name: "Neon OPEN sign", itemNumber: "BPH-40110", quantity: 1, done: 0 },
    ],
  },
} satisfies Meta<typeof DockLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pulling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Pulled 5 of 10");
    await userEvent.click(canvas.getByRole("checkbox", { name: "All of Neon OPEN sign pulled" }));
    await expect(args.onTick).toHaveBeenCalledWith("BPH-40110", 1);
  },
};

export const Refused: Story = {
  args: {
    onTick: fn(() =>
      Promise.reject(new Error("Order O-8K2M4PQ7 is out: lines are ticked as pulled before it goes out")),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "One more Chrome diner stool pulled" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/Chrome diner stool was not ticked/);
  },
};

export const GoneOut: Story = { args: { editable: false } };
