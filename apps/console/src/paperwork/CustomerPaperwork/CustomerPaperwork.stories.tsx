import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleAccountTerms, sampleInsurance, sampleRejected, sampleTaxExemption } from "../sample-papers.js";
import { CustomerPaperwork } from "./index.js";

const meta = {
  title: "Console/CustomerPaperwork",
  component: CustomerPaperwork,
  args: {
    // Newest first, as the customer's page lists them.
    state: { status: "ready", papers: [sampleAccountTerms, sampleTaxExemption, sampleInsurance, sampleRejected] },
    onReview: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    onGrantTerms: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    onOpenFile: fn(() => Promise.resolve()),
    settings: { locale: "en-US", currency: "USD" },
  },
} satisfies Meta<typeof CustomerPaperwork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPapers: Story = {};
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Empty: Story = { args: { state: { status: "ready", papers: [] } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };
