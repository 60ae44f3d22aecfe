import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { chosenCopy, sampleResponsiveImage } from "../testing/sample-responsive-image.js";
import { TileGrid, type TileGridProps } from "./index.js";

const departments = [
  { title: "Props By Scene", count: 312, hue: 20 },
  { title: "Military & Law Enforcement", count: 208, hue: 210 },
  { title: "EMT & First Responder", count: 154, hue: 0 },
  { title: "Cameras", count: 96, hue: 40 },
  { title: "Bodies & Parts", count: 77, hue: 330 },
].map(({ title, count, hue }) => ({
  title,
  count,
  href: `/rentals/${title.toLowerCase().replace(/[^a-z]+/g, "-")}`,
  picture: sampleResponsiveImage("", hue),
}));

const meta = {
  title: "Content/TileGrid",
  component: TileGrid,
  args: { tiles: departments, priorityCount: 0 },
} satisfies Meta<TileGridProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Departments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link")).toHaveLength(5);
    await expect(canvas.getByText("96 props")).toBeVisible();
    // A tile is shown at most 280 CSS px wide on a wide screen (TileGrid's sizes): the 320w AVIF is enough.
    const picture = canvasElement.querySelector("img") as HTMLImageElement;
    await waitFor(() => expect(chosenCopy(picture)).toBe("AVIF 320w"));
  },
};

export const Services: Story = {
  args: {
    size: "wide",
    tiles: [
      {
        title: "Fabrication",
        href: "/pages/fabrication",
        description: "Custom props and set pieces, built in our own shop.",
        picture: sampleResponsiveImage("", 200, 7 / 16),
      },
      {
        title: "Graphics & Printing",
        href: "/pages/graphics-and-printing",
        description: "Cleared graphics, signage and packaging, designed and printed in-house.",
        picture: sampleResponsiveImage("", 280, 7 / 16),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/built in our own shop/)).toBeVisible();
  },
};

export const WithoutPictures: Story = {
  args: {
    tiles: [
      { title: "Greens", href: "/rentals/greenery", count: 58 },
      { title: "Furniture", href: "/rentals/furniture", count: 140 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("G")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** A department's categories above its props: on a phone one row scrolls sideways (wider screens wrap as usual). */
export const CategoriesAboveResults: Story = {
  args: { scroll: true, priorityCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")?.dataset.scroll).toBe("true");
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(5);
  },
};
