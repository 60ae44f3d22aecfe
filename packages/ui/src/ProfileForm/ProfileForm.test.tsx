import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ProfileDetails, ProfileForm } from "./index.js";

function setup(props: Partial<Parameters<typeof ProfileForm>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(profile: ProfileDetails) => Promise<void>>().mockResolvedValue(undefined);
  render(<ProfileForm onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

describe("ProfileForm", () => {
  it("starts from the profile it is given, null fields empty", () => {
    setup({ initialValues: { firstName: "Jo", lastName: "Rivera", studio: null } });
    expect(screen.getByLabelText<HTMLInputElement>("First name").value).toBe("Jo");
    expect(screen.getByLabelText<HTMLInputElement>("Studio or company (optional)").value).toBe("");
  });

  it("fills the fields still empty when the saved profile arrives late, keeping what was typed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(profile: ProfileDetails) => Promise<void>>().mockResolvedValue(undefined);
    const { rerender } = render(<ProfileForm onSubmit={onSubmit} initialValues={{}} />);
    await user.type(screen.getByLabelText("First name"), "Joanna");
    rerender(<ProfileForm onSubmit={onSubmit} initialValues={{ firstName: "Jo", lastName: "Rivera" }} />);
    expect(screen.getByLabelText<HTMLInputElement>("First name").value).toBe("Joanna");
    expect(screen.getByLabelText<HTMLInputElement>("Last name").value).toBe("Rivera");
  });

  it("needs the name, and a phone number that looks like one", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText("Phone (optional)"), "call me");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(screen.getByText("Enter your first name.")).toBeTruthy();
    expect(screen.getByText("Enter your last name.")).toBeTruthy();
    expect(screen.getByLabelText("Phone (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ["+1 (212) 555-0147", true],
    ["212 5550", true],
    ["555-0147", true],
    ["555-01", false],
    ["212.555.0147 ext 3", false],
  ])("takes %s as a phone number: %s", async (phone, valid) => {
    const { user, onSubmit } = setup({ initialValues: { firstName: "Jo", lastName: "Rivera" } });
    await user.type(screen.getByLabelText("Phone (optional)"), phone);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(onSubmit).toHaveBeenCalledTimes(valid ? 1 : 0);
  });

  it("sends every field trimmed, says it is saved, and drops the note on the next edit", async () => {
    const { user, onSubmit } = setup({ initialValues: { firstName: "Jo", lastName: "Rivera" } });
    await user.type(screen.getByLabelText("Studio or company (optional)"), " Silvercup Studios ");
    await user.type(screen.getByLabelText("Production (optional)"), "Diner");
    await user.type(screen.getByLabelText("Job title (optional)"), "Prop Master{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: "Jo",
      lastName: "Rivera",
      studio: "Silvercup Studios",
      production: "Diner",
      phone: "",
      title: "Prop Master",
    });
    expect((await screen.findByRole("status")).textContent).toBe("Your profile is saved.");
    await user.type(screen.getByLabelText("Production (optional)"), " Nights");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a failed save in an alert", async () => {
    const { user, onSubmit } = setup({ initialValues: { firstName: "Jo", lastName: "Rivera" } });
    onSubmit.mockRejectedValue(new Error("offline"));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect((await screen.findByRole("alert")).textContent).toBe("offline");
  });

  it("can be skipped during onboarding", async () => {
    const onSkip = vi.fn();
    const { user } = setup({ onSkip });
    await user.click(screen.getByRole("button", { name: "Skip for now" }));
    expect(onSkip).toHaveBeenCalled();
  });
});
