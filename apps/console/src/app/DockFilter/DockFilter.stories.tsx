import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DockFilter } from "./index.js";

const meta = {
  title: "Console/DockFilter",
  component: DockFilter,
  args: {
    docks: [
      { id: "toronto", displayName: "Toronto" },
      { id: "vancouver", displayName: "Vancouver" },
    ],
    value: "",
    onChange: fn(),
  },
} satisfies Meta<typeof DockFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryDock: Story = {
  play: async ({ canvasElement, args }) => {
    const dock = within(canvasElement).getByRole("combobox", { name: "Dock" });
    await expect(dock).toHaveValue("");
    await userEvent.selectOptions(dock, "vancouver");
    await expect(args.onChange).toHaveBeenCalledWith("vancouver");
  },
};

export const OneDock: Story = { args: { value: "toronto" } };
