import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VerifyAddressNote } from "./index.js";

const meta = {
  title: "Storefront/Productions/VerifyAddressNote",
  component: VerifyAddressNote,
  args: {
    email: "director@studio.example",
    onResend: fn(() => Promise.resolve()),
    onCheck: fn(() => Promise.resolve(false)),
  },
} satisfies Meta<typeof VerifyAddressNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {};

export const Resent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send the link again" }));
    await expect(args.onResend).toHaveBeenCalled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Sent to director@studio.example");
  },
};

export const StillUnverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "I have verified it" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("is not verified yet");
  },
};

export const SendingFailed: Story = {
  args: { onResend: fn(() => Promise.reject(new Error("Too many attempts: wait a few minutes and try again"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send the link again" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Too many attempts");
  },
};
