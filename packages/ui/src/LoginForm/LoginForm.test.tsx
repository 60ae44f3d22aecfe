import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "./index.js";

const wrongPassword = "The password is invalid or the user does not have a password.";

function setup(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi
    .fn<(credentials: { email: string; password: string }) => Promise<void>>()
    .mockResolvedValue(undefined);
  render(<LoginForm onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

describe("LoginForm", () => {
  it("is a form named by its title, with labelled email and password fields", () => {
    setup();
    const form = screen.getByRole("form", { name: "Log in" });
    expect(form).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("autocomplete")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
  });

  it("explains empty and malformed fields on submit, focuses the first, and clears each as it is fixed", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your email address.").id).toBe(email.getAttribute("aria-describedby"));
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(email, "jo@studio");
    expect(screen.getByText("Enter an email address like name@studio.com.")).toBeTruthy();
    await user.type(email, ".example");
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(/Enter an email address/)).toBeNull();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
  });

  it("sends the trimmed email and the password, busy until the promise settles", async () => {
    let finish: () => void = () => undefined;
    const { user, onSubmit } = setup();
    onSubmit.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText("Email"), " jo@studio.example ");
    await user.type(screen.getByLabelText("Password"), "hunter22{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ email: "jo@studio.example", password: "hunter22" });
    const button = screen.getByRole("button", { name: "Logging in…" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    // A second Enter while pending does not send again.
    await user.type(screen.getByLabelText("Password"), "{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it("shows the server's message in an alert and keeps what was typed", async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValue(new Error(wrongPassword));
    await user.type(screen.getByLabelText("Email"), "jo@studio.example");
    await user.type(screen.getByLabelText("Password"), "wrong{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(wrongPassword);
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("jo@studio.example");
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("wrong");
  });

  it("offers the password reset and the email link, passing the email typed so far", async () => {
    const onForgotPassword = vi.fn();
    const onEmailLink = vi.fn();
    const { user } = setup({ onForgotPassword, onEmailLink, initialEmail: "jo@studio.example" });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(onForgotPassword).toHaveBeenCalledWith("jo@studio.example");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(onEmailLink).toHaveBeenCalledWith("jo@studio.example");
  });

  it("takes its words from labels", () => {
    setup({ labels: { title: "Sign in", submit: "Sign in", email: "Work email" } });
    expect(screen.getByRole("form", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText("Work email")).toBeTruthy();
  });
});
