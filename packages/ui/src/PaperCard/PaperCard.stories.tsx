import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PaperCard } from "./index.js";
import { sampleInsurance, sampleRejected, sampleTaxExemption, sampleTerms } from "./sample-papers.js";

const meta = {
  title: "Paperwork/PaperCard",
  component: PaperCard,
  args: { paper: sampleInsurance, locale: "en-US", currency: "USD", onOpenFile: fn(() => Promise.resolve()) },
} satisfies Meta<typeof PaperCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accepted certificate of insurance, its file to open. */
export const Accepted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open coi-night-shift.pdf" }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(sampleInsurance.kind === "insurance" && sampleInsurance.file);
  },
};

/** Rejected, with the reason the customer reads. */
export const Rejected: Story = { args: { paper: sampleRejected } };

/** Sent by staff signed in as the customer, awaiting review. */
export const AwaitingReview: Story = { args: { paper: sampleTaxExemption } };

export const AccountTerms: Story = { args: { paper: sampleTerms } };

/** The file store refused (or the connection dropped): the card says so, and the button stays to try again. */
export const FileFailed: Story = {
  args: { onOpenFile: fn(() => Promise.reject(new Error("The file store did not answer; check the connection"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open coi-night-shift.pdf" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The file store did not answer");
  },
};
