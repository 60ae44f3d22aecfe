import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emailRequestArgs, failingSubmit, pendingSubmit } from "../internal/form/story-helpers.js";
import { EmailLinkForm } from "./index.js";

const meta = {
  title: "Account/EmailLinkForm",
  component: EmailLinkForm,
  args: emailRequestArgs(),
} satisfies Meta<typeof EmailLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {};

export const Filled: Story = {
  args: { initialEmail: "jo@studio.example" },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText("Email");
    await userEvent.click(canvas.getByRole("button", { name: "Email me a link" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter your email address.");
    await userEvent.type(email, "jo.studio.example{Enter}");
    await expect(email).toHaveAccessibleDescription("Enter an email address like name@studio.com.");
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: "Check your email", and back to the form to fix the address. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email"), "jo@studio.example{Enter}");
    await expect(await canvas.findByRole("heading", { name: "Check your email" })).toHaveFocus();
    await expect(canvas.getByText(/We sent a sign-in link to jo@studio.example/)).toBeVisible();
  },
};

export const UseDifferentEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email"), "jo@studio.example{Enter}");
    await userEvent.click(await canvas.findByRole("button", { name: "Use a different email" }));
    await expect(canvas.getByLabelText("Email")).toHaveValue("jo@studio.example");
    await expect(canvas.getByLabelText("Email")).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: { onSubmit: failingSubmit("Too many attempts. Wait a few minutes, then try again.") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email"), "jo@studio.example{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a few minutes, then try again.",
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email"), "jo@studio.example{Enter}");
    await expect(canvas.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-busy", "true");
  },
};

/** The link was opened on another device: the address is asked for again. */
export const CompleteOnAnotherDevice: Story = {
  args: { mode: "complete" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email"), "jo@studio.example");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("jo@studio.example");
  },
};

/** Completing with an expired or used link: the catalogue's message. */
export const CompleteInvalidLink: Story = {
  args: {
    mode: "complete",
    initialEmail: "jo@studio.example",
    onSubmit: failingSubmit("Invalid sign in with email link"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid sign in with email link");
  },
};
