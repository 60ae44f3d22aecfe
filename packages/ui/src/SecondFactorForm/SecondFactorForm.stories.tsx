import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SecondFactorForm } from "./index.js";

const meta = {
  title: "Account/SecondFactorForm",
  component: SecondFactorForm,
  args: {
    phoneHint: "+1 ••• ••• 0147",
    onSubmit: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve()),
    onCancel: fn(),
    resendDelay: 0,
  },
} satisfies Meta<typeof SecondFactorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Just after the code was sent: "Resend code" waits out its countdown. */
export const ResendCountdown: Story = {
  args: { resendDelay: 30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getByRole("button", { name: /^Resend code in \d+ s$/ });
    await expect(resend).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Verification code"), "204 817");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("204817");
  },
};

/** Empty, then letters: the field says it wants the 6 digits from the text. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText("Verification code");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription(
      "6 digits, from the text message. Enter the 6-digit code from the text message.",
    );
    await expect(code).toHaveFocus();
    await userEvent.type(code, "20481O{Enter}");
    await expect(code).toHaveAccessibleDescription(
      "6 digits, from the text message. The code is 6 digits, like 123456: enter only the numbers from the text " +
        "message.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong code: the message in an alert, the field cleared and focused for the next try. */
export const WrongCode: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error("That code is not right. Check the text message and try again."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText("Verification code");
    await userEvent.type(code, "000000{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "That code is not right. Check the text message and try again.",
    );
    await expect(code).toHaveValue("");
    await expect(code).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Verification code"), "204817{Enter}");
    await expect(canvas.getByRole("button", { name: "Verifying…" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A new code sent: a quiet confirmation (the countdown is off here; see ResendCountdown). */
export const Resent: Story = {
  args: { resendDelay: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Resend code" }));
    await expect(args.onResend).toHaveBeenCalled();
    await expect(canvas.getByRole("status")).toHaveTextContent("We sent a new code.");
  },
};
