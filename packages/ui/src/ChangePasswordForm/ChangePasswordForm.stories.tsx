import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChangePasswordForm } from "./index.js";

const meta = {
  title: "Account/ChangePasswordForm",
  component: ChangePasswordForm,
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, current: string, next: string, confirm = next) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Current password"), current);
  await userEvent.type(canvas.getByLabelText("New password"), next);
  await userEvent.type(canvas.getByLabelText("Confirm new password"), confirm);
  return canvas;
};

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, "old password", "a new password");
    await expect(canvas.getByLabelText("New password")).toHaveValue("a new password");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(canvas.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Current password")).toHaveFocus();
    await fill(canvasElement, "old password", "short", "shirt");
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(canvas.getByLabelText("Current password")).not.toHaveAttribute("aria-invalid");
    await expect(canvas.getByLabelText("New password")).toHaveAccessibleDescription(
      "At least 8 characters. Your new password is too short: use at least 8 characters.",
    );
    await expect(canvas.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "The new passwords do not match: type the same password in both fields.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Re-authentication failed: the current password was wrong (the catalogue's wrong-password message). */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error("The password is invalid or the user does not have a password."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "not it", "a new password");
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The password is invalid or the user does not have a password.",
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "old password", "a new password");
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(canvas.getByRole("button", { name: "Changing password…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, "old password", "a new password");
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: "old password",
      newPassword: "a new password",
    });
    await expect(await canvas.findByRole("heading", { name: "Password changed" })).toHaveFocus();
  },
};
