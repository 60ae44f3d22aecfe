import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emailRequestArgs, failingSubmit, pendingSubmit } from "../internal/form/story-helpers.js";
import { ResetPasswordForm } from "./index.js";

const meta = {
  title: "Account/ResetPasswordForm",
  component: ResetPasswordForm,
  args: emailRequestArgs(),
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened from "Forgot password?" with the address already typed there. */
export const Filled: Story = {
  args: { initialEmail: "jo@studio.example" },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText("Email");
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter your email address.");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "jo@studio{Enter}");
    await expect(email).toHaveAccessibleDescription("Enter an email address like name@studio.com.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { initialEmail: "jo@studio.example" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(await canvas.findByRole("heading", { name: "Check your email" })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Back to log in" })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    initialEmail: "jo@studio.example",
    onSubmit: failingSubmit("Too many attempts. Wait a few minutes, then try again."),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a few minutes, then try again.",
    );
  },
};

export const Submitting: Story = {
  args: { initialEmail: "jo@studio.example", onSubmit: pendingSubmit() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send reset link" }));
    await expect(canvas.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-busy", "true");
  },
};
