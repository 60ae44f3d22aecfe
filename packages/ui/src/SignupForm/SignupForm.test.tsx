import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LinkProps } from "../Link/index.js";
import { type SignupDetails, SignupForm } from "./index.js";

const inUse = "This email address is already registered. Please log in.";

function setup(props: Partial<Parameters<typeof SignupForm>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(details: SignupDetails) => Promise<void>>().mockResolvedValue(undefined);
  render(<SignupForm onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = "long enough", confirm = password) {
  await user.type(screen.getByLabelText("First name"), "Jo");
  await user.type(screen.getByLabelText("Last name"), "Rivera");
  await user.type(screen.getByLabelText("Email"), "jo@studio.example");
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm password"), confirm);
}

describe("SignupForm", () => {
  it("says the password rule in the password's hint", () => {
    setup();
    expect(screen.getByLabelText("Password").getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("At least 8 characters.").id).toBe(
      screen.getByLabelText("Password").getAttribute("aria-describedby"),
    );
  });

  it("explains every missing field on submit and focuses the first", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    for (const message of [
      "Enter your first name.",
      "Enter your last name.",
      "Enter your email address.",
      "Choose a password of at least 8 characters.",
      "Type your password again to confirm it.",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects a short password and a confirmation that differs", async () => {
    const { user, onSubmit } = setup();
    await fillIn(user, "short", "shorts");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("Your password is too short: use at least 8 characters.")).toBeTruthy();
    expect(screen.getByText("The passwords do not match: type the same password in both fields.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the details without the confirmation", async () => {
    const { user, onSubmit } = setup();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: "Jo",
      lastName: "Rivera",
      email: "jo@studio.example",
      password: "long enough",
    });
  });

  it("offers to log in when the email is already registered, through the app's link", async () => {
    const RouterLink = ({ href, children }: LinkProps) => <a href={`#${href}`}>{children}</a>;
    const { user, onSubmit } = setup({ LinkComponent: RouterLink });
    onSubmit.mockRejectedValue(Object.assign(new Error(inUse), { reason: "firebaseEmailAlreadyInUse" }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(inUse);
    expect(within(alert).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("#/auth/login");
    expect(screen.getByLabelText<HTMLInputElement>("Confirm password").value).toBe("long enough");
  });

  it("shows other failures without the login link", async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValue(new Error("recaptcha not loaded"));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("recaptcha not loaded");
    expect(within(alert).queryByRole("link")).toBeNull();
  });

  it("shows the captcha notice it is given", () => {
    setup({ captchaNotice: <p>This site is protected by reCAPTCHA.</p> });
    expect(screen.getByText("This site is protected by reCAPTCHA.")).toBeTruthy();
  });
});
