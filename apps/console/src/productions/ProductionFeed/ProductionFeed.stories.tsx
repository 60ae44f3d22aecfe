import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ProductionFeed } from "./index.js";
import { sampleActivity } from "../sample-production.js";

const meta = {
  title: "Console/ProductionFeed",
  component: ProductionFeed,
  args: {
    state: { status: "ready", items: sampleActivity, hasMore: true },
    onShowMore: fn(),
    listHref: (listId: string) => `#${listId}`,
    settings: { locale: "en-US" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof ProductionFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeEntries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/done by Alex Kim of the house/)).toBeVisible();
  },
};

export const LoadingMore: Story = {
  args: { state: { status: "ready", items: sampleActivity, hasMore: true, loadingMore: true } },
};
export const Empty: Story = { args: { state: { status: "ready", items: [], hasMore: false } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
