import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { QuoteDecision } from "./index.js";

const after = (ms: number, fail?: string) => () =>
  new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(fail)) : resolve()), ms));

const meta = {
  title: "Account/QuoteDecision",
  component: QuoteDecision,
  args: { onAccept: fn(after(600)), onDecline: fn(after(600)) },
} satisfies Meta<typeof QuoteDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {};

export const Accepting: Story = {
  args: { onAccept: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Accept and order" }));
    await expect(canvas.getByRole("button", { name: "Placing the order…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const AcceptFailed: Story = {
  args: { onAccept: fn(after(100, "Not sent: the connection dropped. Check it and press the button again.")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Accept and order" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Not sent");
  },
};

export const Declining: Story = {
  // Still declining when the picture is taken, however slow the machine: a decline that ended would change it.
  args: { onDecline: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Why (optional)" }), "We found them elsewhere.");
    await userEvent.click(canvas.getByRole("button", { name: "Decline the quote" }));
    await expect(args.onDecline).toHaveBeenCalledWith("We found them elsewhere.");
    await expect(canvas.getByRole("button", { name: "Declining…" })).toBeVisible();
  },
};
