import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleFooter, sampleSocial, sampleVendor } from "../internal/sample-settings.js";
import { Footer } from "./index.js";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  args: {
    loggedIn: false,
    year: 2026,
    settings: { footer: sampleFooter, socialLinks: sampleSocial },
    vendor: sampleVendor,
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
