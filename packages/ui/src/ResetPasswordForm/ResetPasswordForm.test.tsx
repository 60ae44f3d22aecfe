import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResetPasswordForm } from "./index.js";

function setup(props: Partial<Parameters<typeof ResetPasswordForm>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(email: string) => Promise<void>>().mockResolvedValue(undefined);
  render(<ResetPasswordForm onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

describe("ResetPasswordForm", () => {
  it("wants an email address", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your email address.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts from the address typed on the login form, and confirms the link was sent", async () => {
    const { user, onSubmit } = setup({ initialEmail: "jo@studio.example" });
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(onSubmit).toHaveBeenCalledWith("jo@studio.example");
    const doneHeading = await screen.findByRole("heading", { name: "Check your email" });
    await waitFor(() => expect(document.activeElement).toBe(doneHeading));
    expect(
      screen.getByText("If jo@studio.example has an account with us, we sent it a link to reset the password."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("keeps the form and the address when sending fails", async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValue(new Error("Too many attempts. Wait a few minutes, then try again."));
    await user.type(screen.getByLabelText("Email"), "jo@studio.example{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Wait a few minutes, then try again.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("jo@studio.example");
  });
});
