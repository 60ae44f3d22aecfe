import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChangePasswordForm, type PasswordChange } from "./index.js";

function setup() {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(change: PasswordChange) => Promise<void>>().mockResolvedValue(undefined);
  render(<ChangePasswordForm onSubmit={onSubmit} />);
  return { user, onSubmit };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
}

describe("ChangePasswordForm", () => {
  it("explains each missing field and focuses the current password", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByText("Enter your current password.")).toBeTruthy();
    expect(screen.getByText("Choose a new password of at least 8 characters.")).toBeTruthy();
    expect(screen.getByText("Type your new password again to confirm it.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Current password"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a new password equal to the current one, and a confirmation that differs", async () => {
    const { user, onSubmit } = setup();
    await fillIn(user, "old password", "old password", "old passwore");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByText("Your new password is the same as the current one: choose a different one.")).toBeTruthy();
    expect(screen.getByText("The new passwords do not match: type the same password in both fields.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the current and new passwords, then says it is done", async () => {
    const { user, onSubmit } = setup();
    await fillIn(user, "old password", "new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: "old password", newPassword: "new password" });
    const doneHeading = await screen.findByRole("heading", { name: "Password changed" });
    await waitFor(() => expect(document.activeElement).toBe(doneHeading));
  });

  it("shows a wrong current password in an alert and keeps the fields", async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValue(new Error("The password is invalid or the user does not have a password."));
    await fillIn(user, "not it", "new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The password is invalid or the user does not have a password.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("New password").value).toBe("new password");
  });
});
