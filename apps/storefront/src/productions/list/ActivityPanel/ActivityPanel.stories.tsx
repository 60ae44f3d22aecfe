import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleActivity, sampleWhen } from "../sample-list.js";
import { ActivityPanel } from "./index.js";

const meta = {
  title: "Storefront/Productions/ActivityPanel",
  component: ActivityPanel,
  args: { state: { status: "ready", items: sampleActivity, onMore: fn() }, formatWhen: sampleWhen },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; a change made by the prop house's staff for a member says so. */
export const History: Story = {};

export const Empty: Story = { args: { state: { status: "ready", items: [], onMore: null } } };

export const Failed: Story = { args: { state: { status: "error", onRetry: fn() } } };
