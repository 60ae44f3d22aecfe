import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleHeader, sampleLogo } from "../internal/sample-settings.js";
import { Header } from "./index.js";

const meta = {
  title: "Layout/Header",
  component: Header,
  args: {
    settings: {
      appTitle: "Bowery Prop House",
      headerLogo: { url: "assets/logo.svg", width: 188, height: 40 },
      header: sampleHeader,
      searchPlaceholder: "Search 13 departments of props",
    },
    loggedIn: false,
    assetUrl: () => sampleLogo,
    onSearch: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrow screens fold the navigation behind the menu button; open it when it is shown. */
async function openNavigation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Hidden (and so not in the accessibility tree) on wide screens.
  const menu = canvas.queryByRole("button", { name: "Menu" });
  if (menu) await userEvent.click(menu);
  return within(canvas.getByRole("navigation", { name: "Main" }));
}

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const nav = await openNavigation(canvasElement);
    await expect(nav.getByRole("link", { name: "Request a Quote" })).toBeVisible();
    await expect(nav.queryByRole("link", { name: "Favorites" })).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const nav = await openNavigation(canvasElement);
    await expect(nav.getByRole("link", { name: "Favorites" })).toBeVisible();
    await expect(nav.queryByRole("link", { name: "Request a Quote" })).toBeNull();
  },
};

export const SubmenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = await openNavigation(canvasElement);
    await userEvent.click(nav.getByRole("button", { name: "Prop Rentals" }));
    await expect(nav.getByRole("link", { name: "Cameras" })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox"), "chrome stool{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("chrome stool");
  },
};
