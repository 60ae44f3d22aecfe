import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleFooter, sampleSocial } from "../internal/sample-settings.js";
import { Footer } from "./index.js";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  args: {
    loggedIn: false,
    year: 2026,
    settings: { footer: sampleFooter, socialLinks: sampleSocial },
    vendor: {
      legalName: "Bowery Prop House LLC",
      address: { line1: "550 West 38th Street", line2: "Ground Floor Loading Dock", city: "New York", state: "NY", zip: "10018", country: "US" },
      hours: "Monday-Friday 9am-6pm",
      phone: "+12125550147",
      email: "rentals@boweryprops.example",
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Retail & Fashion" })).toBeVisible();
    await expect(canvas.getByText("© 2026 Bowery Prop House LLC")).toBeVisible();
  },
};
