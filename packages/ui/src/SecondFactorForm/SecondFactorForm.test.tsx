import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SecondFactorForm } from "./index.js";

const wrongCode = "That code is not right. Check the text message and try again.";

function setup(props: Partial<Parameters<typeof SecondFactorForm>[0]> = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const onSubmit = vi.fn<(code: string) => Promise<void>>().mockResolvedValue(undefined);
  const onResend = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  const onCancel = vi.fn();
  render(
    <SecondFactorForm
      phoneHint="+1 ••• ••• 0147"
      onSubmit={onSubmit}
      onResend={onResend}
      onCancel={onCancel}
      resendDelay={0}
      {...props}
    />,
  );
  return { user, onSubmit, onResend, onCancel };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SecondFactorForm", () => {
  it("shows where the code went, and asks for it as a one-time numeric code", () => {
    setup();
    expect(screen.getByText("We texted a 6-digit code to +1 ••• ••• 0147.")).toBeTruthy();
    const code = screen.getByLabelText("Verification code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("wants exactly six digits", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("Enter the 6-digit code from the text message.")).toBeTruthy();
    await user.type(screen.getByLabelText("Verification code"), "12a45{Enter}");
    expect(
      screen.getByText("The code is 6 digits, like 123456: enter only the numbers from the text message."),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Verification code"));
    await user.type(screen.getByLabelText("Verification code"), "123 456{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });

  it("clears and refocuses the field after a wrong code, with the message in an alert", async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValue(new Error(wrongCode));
    await user.type(screen.getByLabelText("Verification code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe(wrongCode);
    const code = screen.getByLabelText<HTMLInputElement>("Verification code");
    expect(code.value).toBe("");
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
  });

  it("lets a new code be sent only after the countdown, and restarts it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onResend } = setup({ resendDelay: 3 });
    const resend = screen.getByRole("button", { name: "Resend code in 3 s" });
    expect(resend.getAttribute("aria-disabled")).toBe("true");
    await user.click(resend);
    expect(onResend).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("We sent a new code.");
    expect(screen.getByRole("button", { name: "Resend code in 3 s" })).toBeTruthy();
  });

  it("says so when a new code could not be sent", async () => {
    const { user, onResend } = setup();
    onResend.mockRejectedValue(new Error("Too many attempts. Wait a few minutes, then try again."));
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Wait a few minutes, then try again.",
    );
  });

  it("cancels", async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
