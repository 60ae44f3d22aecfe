import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ProductionListsTable } from "./index.js";
import { sampleDraft, sampleList } from "../sample-production.js";

const meta = {
  title: "Console/ProductionListsTable",
  component: ProductionListsTable,
  args: {
    state: { status: "ready", lists: [sampleList, sampleDraft] },
    listHref: (listId: string) => `#${listId}`,
    settings: { locale: "en-US" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof ProductionListsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "quote Q-Q1AAAAAA" })).toBeVisible();
  },
};

export const Empty: Story = { args: { state: { status: "ready", lists: [] } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: fn() } } };
