import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MapEmbed } from "./index.js";

const meta = {
  title: "Content/MapEmbed",
  component: MapEmbed,
  args: {
    src:
      "https://www.openstreetmap.org/export/embed.html" +
      "?bbox=-74.0045%2C40.7557%2C-73.9945%2C40.7617&layer=mapnik&marker=40.7587%2C-73.9995",
    place: "Bowery Prop House",
    address: "550 West 38th Street, New York, NY 10018",
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MapEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before the visitor asks: the address, directions and a button, and nothing loaded from the map
 * provider. (Press "Show map" to load it; the story tests do not, as CI has no internet.)
 */
export const BeforeShowing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Show map" })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};
