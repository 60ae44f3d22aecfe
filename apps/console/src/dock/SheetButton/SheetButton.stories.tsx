import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SheetButton } from "./index.js";

const meta = {
  title: "Console/SheetButton",
  component: SheetButton,
  args: {
    label: "Print the pull sheet",
    busyLabel: "Making the pull sheet…",
    onMake: () => Promise.resolve("Saved pull-sheet-O-8K2M4PQ7.pdf: 12 lines."),
  },
} satisfies Meta<typeof SheetButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Made: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Print the pull sheet" }));
    await expect(await canvas.findByText("Saved pull-sheet-O-8K2M4PQ7.pdf: 12 lines.")).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    onMake: () =>
      Promise.reject(
        new Error("The catalogue could not be read: you are offline. Try again when the connection is back."),
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Print the pull sheet" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/you are offline/);
  },
};
