import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ProductionDesk } from "./index.js";
import { sampleProductions } from "./sample-productions.js";

const meta = {
  title: "Console/ProductionDesk",
  component: ProductionDesk,
  args: {
    state: { status: "ready", rows: sampleProductions, hasMore: true },
    onLoadMore: fn(),
    hrefOf: (id: string) => `#${id}`,
    settings: { locale: "en-US" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof ProductionDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProductions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "The Night Diner" })).toBeVisible();
    await expect(canvas.getByText("Coordinated by Sam Ortiz")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: "ready", rows: [], hasMore: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/^No productions yet/);
  },
};

export const Loading: Story = { args: { state: { status: "loading" } } };
export const Failed: Story = { args: { state: { status: "error", onRetry: fn() } } };
