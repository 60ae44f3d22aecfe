import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProfileForm } from "./index.js";

const meta = {
  title: "Account/ProfileForm",
  component: ProfileForm,
  args: { onSubmit: fn(() => Promise.resolve()), onSkip: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = {
  firstName: "Jo",
  lastName: "Rivera",
  studio: "Silvercup Studios",
  production: "Diner",
  phone: "+1 212 555 0147",
  title: "Prop Master",
};

/** Onboarding (/onboarding/profile) right after signup: empty, with "Skip for now". */
export const Onboarding: Story = {};

/** Editing a profile that is filled in, from the account page (no skip). */
export const Filled: Story = {
  args: { initialValues: profile, onSkip: undefined, labels: { heading: "Your profile" } },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Phone (optional)"), "555-01");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(canvas.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("First name")).toHaveAccessibleDescription("Enter your first name.");
    await expect(canvas.getByLabelText("First name")).toHaveFocus();
    await expect(canvas.getByLabelText("Last name")).toHaveAccessibleDescription("Enter your last name.");
    await expect(canvas.getByLabelText("Phone (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Phone (optional)")).toHaveAccessibleDescription(
      /at least 7 digits, like \+1 212 555 0147/,
    );
    await expect(canvas.getByLabelText("Studio or company (optional)")).not.toHaveAttribute("aria-invalid");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    initialValues: profile,
    onSubmit: fn(() =>
      Promise.reject(new Error("We could not save your profile. Check your connection and try again.")),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We could not save your profile.");
    await expect(canvas.getByLabelText("Production (optional)")).toHaveValue("Diner");
  },
};

export const Submitting: Story = {
  args: { initialValues: profile, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(canvas.getByRole("button", { name: "Saving…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Saved: Story = {
  args: { initialValues: { firstName: "Jo", lastName: "Rivera" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Studio or company (optional)"), "Silvercup Studios");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: "Jo",
      lastName: "Rivera",
      studio: "Silvercup Studios",
      production: "",
      phone: "",
      title: "",
    });
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your profile is saved.");
  },
};
