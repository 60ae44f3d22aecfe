import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChangeEmailForm } from "./index.js";

const meta = {
  title: "Account/ChangeEmailForm",
  component: ChangeEmailForm,
  args: { onSubmit: fn(() => Promise.resolve()), currentEmail: "jo@studio.example" },
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email = "jo@newstudio.example", password = "secret words") => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("New email address"), email);
  await userEvent.type(canvas.getByLabelText("Current password"), password);
  return canvas;
};

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByLabelText("New email address")).toHaveValue("jo@newstudio.example");
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText("New email address");
    await userEvent.click(canvas.getByRole("button", { name: "Change email" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter your new email address.");
    await expect(canvas.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "jo@newstudio");
    await userEvent.click(canvas.getByRole("button", { name: "Change email" }));
    await expect(email).toHaveAccessibleDescription("Enter an email address like name@studio.com.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error("The password is invalid or the user does not have a password."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Change email" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The password is invalid or the user does not have a password.",
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Change email" }));
    await expect(canvas.getByRole("button", { name: "Changing email…" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Sent: the verification email went to the new address. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Change email" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newEmail: "jo@newstudio.example", password: "secret words" });
    await expect(await canvas.findByRole("heading", { name: "Check your new inbox" })).toHaveFocus();
    await expect(canvas.getByText(/We sent a verification email to jo@newstudio.example/)).toBeVisible();
  },
};
