import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SignupForm } from "./index.js";

// The notice Google asks for when its reCAPTCHA badge is hidden.
const googlePrivacyPolicy = "https://policies.google.com/privacy";
const googleTerms = "https://policies.google.com/terms";

const captchaNotice = (
  <p>
    This site is protected by reCAPTCHA and the Google <a href={googlePrivacyPolicy}>Privacy Policy</a> and{" "}
    <a href={googleTerms}>Terms of Service</a> apply.
  </p>
);

const meta = {
  title: "Account/SignupForm",
  component: SignupForm,
  args: { onSubmit: fn(() => Promise.resolve()), captchaNotice },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvasElement: HTMLElement,
  {
    email = "jo@studio.example",
    password = "long enough",
    confirm,
  }: { email?: string; password?: string; confirm?: string } = {},
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("First name"), "Jo");
  await userEvent.type(canvas.getByLabelText("Last name"), "Rivera");
  await userEvent.type(canvas.getByLabelText("Email"), email);
  await userEvent.type(canvas.getByLabelText("Password"), password);
  await userEvent.type(canvas.getByLabelText("Confirm password"), confirm ?? password);
  return canvas;
};

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: "Jo",
      lastName: "Rivera",
      email: "jo@studio.example",
      password: "long enough",
    });
  },
};

/** Empty, then a bad email, a short password and a confirmation that differs. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(canvas.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("First name")).toHaveAccessibleDescription("Enter your first name.");
    await expect(canvas.getByLabelText("First name")).toHaveFocus();
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters. Choose a password of at least 8 characters.",
    );
    await fill(canvasElement, { email: "jo@studio", password: "short", confirm: "shorter" });
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(canvas.getByLabelText("Email")).toHaveAccessibleDescription(
      "Enter an email address like name@studio.com.",
    );
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters. Your password is too short: use at least 8 characters.",
    );
    await expect(canvas.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Email")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The email is taken: the catalogue's message, with a link to log in. */
export const EmailInUse: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error("This email address is already registered. Please log in."), {
          reason: "firebaseEmailAlreadyInUse",
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("This email address is already registered. Please log in.");
    await expect(within(alert).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login");
  },
};

/** Any other failure (here the captcha did not load). */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error("recaptcha not loaded"))) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("recaptcha not loaded");
    await expect(canvas.getByLabelText("Email")).toHaveValue("jo@studio.example");
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(canvas.getByRole("button", { name: "Creating account…" })).toHaveAttribute("aria-busy", "true");
  },
};
