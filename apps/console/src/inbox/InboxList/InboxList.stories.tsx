import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InboxList } from "./index.js";
import { sampleThreads } from "./sample-threads.js";

const meta = {
  title: "Console/InboxList",
  component: InboxList,
  args: {
    state: { status: "ready", threads: sampleThreads, hasMore: false },
    openId: "u2",
    hrefOf: (id: string) => `#${id}`,
    onLoadMore: () => undefined,
    settings: { locale: "en" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 unread")).toBeVisible();
  },
};

export const Empty: Story = { args: { state: { status: "ready", threads: [], hasMore: false } } };
export const Loading: Story = { args: { state: { status: "loading" } } };
