import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChangeEmailForm, type EmailChange } from "./index.js";

function setup() {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(change: EmailChange) => Promise<void>>().mockResolvedValue(undefined);
  render(<ChangeEmailForm onSubmit={onSubmit} currentEmail="jo@studio.example" />);
  return { user, onSubmit };
}

describe("ChangeEmailForm", () => {
  it("wants a new, valid address and the current password", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(screen.getByText("Enter your new email address.")).toBeTruthy();
    expect(screen.getByText("Enter your current password.")).toBeTruthy();
    await user.type(screen.getByLabelText("New email address"), "JO@studio.example{Enter}");
    expect(screen.getByText("This is already your email address: enter a different one.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the change and says a verification email went to the new address", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("New email address"), "jo@newstudio.example");
    await user.type(screen.getByLabelText("Current password"), "secret words{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ newEmail: "jo@newstudio.example", password: "secret words" });
    const doneHeading = await screen.findByRole("heading", { name: "Check your new inbox" });
    await waitFor(() => expect(document.activeElement).toBe(doneHeading));
    expect(
      screen.getByText(
        "We sent a verification email to jo@newstudio.example. Open the link in it to finish changing your address.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Until then, keep logging in with jo@studio.example.")).toBeTruthy();
  });

  it("shows a failure in an alert and keeps the fields", async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValue(new Error("This email address is already registered. Please log in."));
    await user.type(screen.getByLabelText("New email address"), "taken@studio.example");
    await user.type(screen.getByLabelText("Current password"), "secret words{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This email address is already registered. Please log in.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("New email address").value).toBe("taken@studio.example");
  });
});
