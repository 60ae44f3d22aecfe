import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleInsurance, sampleTaxExemption } from "../sample-papers.js";
import { ReviewQueue } from "./index.js";

const meta = {
  title: "Console/ReviewQueue",
  component: ReviewQueue,
  args: {
    state: {
      status: "ready",
      items: [
        { paper: sampleInsurance, customer: { name: "Dana Reyes", href: "#dana" } },
        { paper: sampleTaxExemption, customer: { name: "Sam Okafor", href: "#sam" } },
      ],
    },
    onReview: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    onOpenFile: fn(() => Promise.resolve()),
    onShowMore: fn(),
    settings: { locale: "en-US", currency: "USD" },
  },
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPapers: Story = {};
export const Loading: Story = { args: { state: { status: "loading" } } };
export const Empty: Story = { args: { state: { status: "ready", items: [] } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: () => undefined } } };

export const RejectAsksWhy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole("button", { name: "Reject" });
    if (!first) throw new Error("RejectAsksWhy: the queue shows no Reject button");
    await userEvent.click(first);
    await userEvent.click(canvas.getByRole("button", { name: "Reject it" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Say why it is rejected");
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { onReview: fn(() => Promise.reject(new Error('Paper p-insurance is "accepted" already'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole("button", { name: "Accept" });
    if (!first) throw new Error("Refused: the queue shows no Accept button");
    await userEvent.click(first);
    await expect(await canvas.findByRole("alert")).toHaveTextContent('accepted" already');
  },
};
