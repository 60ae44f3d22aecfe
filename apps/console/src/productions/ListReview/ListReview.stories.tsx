import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ListReview } from "./index.js";
import { sampleDraft, sampleList, sampleNames } from "../sample-production.js";

const meta = {
  title: "Console/ListReview",
  component: ListReview,
  args: {
    list: sampleList,
    nameOf: (propId: string) => sampleNames.get(propId) ?? propId,
    settings: { locale: "en-US" },
    timeZone: "America/New_York",
  },
} satisfies Meta<typeof ListReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviewed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Approved by Dana Reyes, Nov 24, 2026, 9:42 AM")).toBeVisible();
    await expect(canvas.getByText("Why: Too modern for 1962")).toBeVisible();
  },
};

/** Before the catalogue answers, each prop is named by its id. */
export const NamesLoading: Story = { args: { nameOf: (propId: string) => propId } };

export const NoLinesYet: Story = { args: { list: sampleDraft } };
