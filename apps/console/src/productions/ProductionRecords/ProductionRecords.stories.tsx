import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ProductionRecords } from "./index.js";

const meta = {
  title: "Console/ProductionRecords",
  component: ProductionRecords,
  args: {
    quotes: {
      status: "ready",
      items: [
        {
          id: "q1",
          label: "Q-Q1AAAAAA, Diner interior",
          detail: "Awaiting a quote · Dec 1 – 15, 2026",
          href: "#q1",
        },
      ],
    },
    orders: {
      status: "ready",
      items: [{ id: "o1", label: "O-8K2M4PQ7, Pilot diner", detail: "Returned · Sam Ortiz", href: "#o1" }],
      onShowMore: fn(),
    },
    papers: {
      status: "ready",
      items: [
        { id: "x1", label: "Certificate of insurance, Sam Ortiz", detail: "Accepted · sent Nov 20, 2026", href: "#u" },
      ],
    },
  },
} satisfies Meta<typeof ProductionRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtTheHouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Q-Q1AAAAAA, Diner interior" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show more" })).toBeVisible();
  },
};

export const LoadingAndFailed: Story = {
  args: {
    quotes: { status: "ready", items: [] },
    orders: { status: "loading" },
    papers: { status: "error", onRetry: fn() },
  },
};

/** A list's page shows only the quote requests made from it. */
export const OneListsQuotes: Story = {
  args: { orders: undefined, papers: undefined, titles: { quotes: "Quote requests from this list" } },
};
