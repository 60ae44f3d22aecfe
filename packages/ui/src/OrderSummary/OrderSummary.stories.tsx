import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { OrderSummary, type OrderSummaryProps } from "./index.js";
import { sampleEstimate, sampleLines } from "../testing/sample-estimate.js";

const meta = {
  title: "Orders/OrderSummary",
  component: OrderSummary,
  args: {
    state: { status: "ready", estimate: sampleEstimate(sampleLines, 3) },
    period: { pickUp: "2026-12-01", return: "2026-12-15" },
    settings: { locale: "en", ccAuthProcessingPercentage: 3.5 },
    browseHref: "/categories",
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<OrderSummaryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three weeks under the New York schedule: half, half, full. */
export const ThreeWeeks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("rowheader", { name: "Week 3" })).toBeVisible();
    await expect(canvas.getByText("Total").nextElementSibling).toHaveTextContent("$940.00");
  },
};

/** Ten weeks: week 4 is free, and weeks after the 8th are charged at the last factor. */
export const TenWeeksWithFreeWeek: Story = {
  args: {
    state: { status: "ready", estimate: sampleEstimate(sampleLines, 10) },
    period: { pickUp: "2026-12-01", return: "2027-02-08" },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Free")).toHaveLength(1);
  },
};

/** The tenant takes a card authorisation: its processing fee is added to the total. */
export const WithCardAuthorisation: Story = {
  args: { state: { status: "ready", estimate: sampleEstimate(sampleLines, 3, { cardPercent: 3.5 }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Card processing fee (3.5%)")).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: "loading" } } };

export const NoLines: Story = { args: { state: { status: "ready", estimate: sampleEstimate([], 2) } } };

export const LoadFailed: Story = {
  args: { state: { status: "error", onRetry: () => undefined } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
  },
};
