import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmailLinkForm } from "./index.js";

function setup(props: Partial<Parameters<typeof EmailLinkForm>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(email: string) => Promise<void>>().mockResolvedValue(undefined);
  render(<EmailLinkForm onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

describe("EmailLinkForm", () => {
  it("asks for a valid address before sending", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Email"), "jo@{Enter}");
    expect(screen.getByText("Enter an email address like name@studio.com.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the link, says to check the email, and goes back with the address kept and focused", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Email"), "jo@studio.example{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("jo@studio.example");
    const heading = await screen.findByRole("heading", { name: "Check your email" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText("We sent a sign-in link to jo@studio.example. Open it on this device to sign in."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    expect(email.value).toBe("jo@studio.example");
    expect(document.activeElement).toBe(email);
  });

  it("in complete mode, explains why it asks and finishes signing in", async () => {
    const { user, onSubmit } = setup({ mode: "complete" });
    expect(screen.getByRole("form", { name: "Confirm your email" })).toBeTruthy();
    expect(screen.getByText(/different device or browser/)).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "jo@studio.example");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith("jo@studio.example");
    expect(screen.queryByRole("heading", { name: "Check your email" })).toBeNull();
  });

  it("shows a failure in an alert", async () => {
    const { user, onSubmit } = setup({ mode: "complete" });
    onSubmit.mockRejectedValue(new Error("Invalid sign in with email link"));
    await user.type(screen.getByLabelText("Email"), "jo@studio.example{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid sign in with email link");
  });

  it("goes back to log in when asked", async () => {
    const onBack = vi.fn();
    const { user } = setup({ onBack });
    await user.click(screen.getByRole("button", { name: "Back to log in" }));
    expect(onBack).toHaveBeenCalled();
  });
});
