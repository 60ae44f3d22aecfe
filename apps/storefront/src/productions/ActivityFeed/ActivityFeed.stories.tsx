import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { activity, now, storyFormat } from "../sample-room.js";
import { ActivityFeed } from "./index.js";

const meta = {
  title: "Storefront/Productions/ActivityFeed",
  component: ActivityFeed,
  args: {
    items: activity,
    hasMore: true,
    loadingMore: false,
    onShowMore: fn(),
    listHref: (id) => `/productions/harbour/lists/${id}`,
    format: storyFormat,
    now,
  },
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Jo at Bowery \(staff\) for Dana Reyes/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show more" }));
    await expect(args.onShowMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Empty: Story = { args: { items: [], hasMore: false } };
