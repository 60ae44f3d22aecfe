import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoginForm } from "./index.js";

const meta = {
  title: "Account/LoginForm",
  component: LoginForm,
  args: { onSubmit: fn(() => Promise.resolve()), onForgotPassword: fn(), onEmailLink: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Email"), email);
  await userEvent.type(canvas.getByLabelText("Password"), password);
  return canvas;
};

export const Empty: Story = {};

/** Filled in and sent: onSubmit gets the email and password. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, "jo@studio.example", "correct horse");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "jo@studio.example", password: "correct horse" });
  },
};

/** Submitting empty, then a malformed email: each field says what is wrong and what to do. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    const email = canvas.getByLabelText("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter your email address.");
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password.");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "jo at studio");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(email).toHaveAccessibleDescription("Enter an email address like name@studio.com.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The login fails: the error catalogue's message in an alert; nothing typed is lost. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error("The password is invalid or the user does not have a password."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "jo@studio.example", "not it{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The password is invalid or the user does not have a password.",
    );
    await expect(canvas.getByLabelText("Email")).toHaveValue("jo@studio.example");
    await expect(canvas.getByLabelText("Password")).toHaveValue("not it");
  },
};

/** While the login is pending the button is busy and ignores more submits. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, "jo@studio.example", "correct horse{Enter}");
    const button = canvas.getByRole("button", { name: "Logging in…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Tab goes email, password, Forgot password?, Log in, the email link; Enter submits. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText("Email").focus();
    await userEvent.keyboard("jo@studio.example");
    await userEvent.tab();
    await expect(canvas.getByLabelText("Password")).toHaveFocus();
    await userEvent.keyboard("correct horse");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Forgot password?" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Log in" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Email me a sign-in link" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onEmailLink).toHaveBeenCalledWith("jo@studio.example");
    await userEvent.click(canvas.getByLabelText("Password"));
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "jo@studio.example", password: "correct horse" });
  },
};

/** Without the reset and email-link callbacks, only the form shows. */
export const PasswordOnly: Story = {
  args: { onForgotPassword: undefined, onEmailLink: undefined },
};
