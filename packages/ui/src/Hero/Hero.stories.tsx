import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Hero, type HeroProps } from "./index.js";

// A stand-in for a tenant's picture: shelves of shapes, busy on the right, calm on the left where the words go.
const shelves = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 640" width="1600" height="640">' +
    '<rect width="1600" height="640" fill="#2b2926"/>' +
    '<g fill="none" stroke="#6b665e" stroke-width="6"><path d="M700 220h860M700 420h860M700 600h860"/></g>' +
    '<rect x="760" y="120" width="120" height="100" rx="10" fill="#b3261e"/>' +
    '<circle cx="1010" cy="170" r="50" fill="#e0ddd6"/>' +
    '<rect x="1200" y="300" width="90" height="120" fill="#d9a441"/>' +
    '<rect x="1380" y="470" width="160" height="130" rx="16" fill="#4a6b8a"/></svg>',
)}`;

const meta = {
  title: "Content/Hero",
  component: Hero,
  args: {
    title: "Props, fabrication and cleared graphics for New York productions",
    lead: "One loading dock on West 38th Street for the rentals, the builds and the print work you need.",
    image: { url: shelves, alt: "Props on the shelves of the warehouse", width: 1600, height: 640 },
    actions: [
      { label: "Browse the catalogue", href: "/categories" },
      { label: "Request a Quote", href: "/pages/request-a-quote" },
    ],
  },
} satisfies Meta<HeroProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // The words are in the brand's text colour (the main button's fill), on a shade of the brand over the picture.
    const main = canvas.getByRole("link", { name: "Browse the catalogue" });
    await expect(getComputedStyle(heading).color).toBe(getComputedStyle(main).backgroundColor);
    await expect(canvas.getByRole("link", { name: "Browse the catalogue" })).toBeVisible();
  },
};

export const OnTheBrandColour: Story = {
  args: { image: undefined, actions: [{ label: "Browse the catalogue", href: "/categories" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Browse the catalogue" })).toBeVisible();
  },
};
