import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  SubmitButton,
  TextField,
  checkEmail,
  defaultEmailMessages,
  isEmail,
  isPhone,
  messageOf,
  reasonOf,
  useForm,
} from "./index.js";

describe("the validation helpers", () => {
  it("take loose but real-looking emails and phone numbers", () => {
    expect(["jo@studio.example", " jo.rivera+props@mail.studio.co.uk "].every(isEmail)).toBe(true);
    expect(["jo", "jo@studio", "jo@@studio.example", "jo @studio.example", "@studio.example"].some(isEmail)).toBe(
      false,
    );
    expect(checkEmail("", defaultEmailMessages)).toBe("Enter your email address.");
    expect(checkEmail("jo@", defaultEmailMessages)).toBe("Enter an email address like name@studio.com.");
    expect(isPhone("+1 (212) 555-0147")).toBe(true);
    expect(isPhone("555 01 4")).toBe(false);
    expect(isPhone("212 555 0147 x2")).toBe(false);
  });

  it("read what a failed submit threw", () => {
    expect(messageOf(new Error("Invalid sign in with email link"), "fallback")).toBe("Invalid sign in with email link");
    expect(messageOf("nope", "fallback")).toBe("fallback");
    expect(reasonOf(Object.assign(new Error("x"), { reason: "wrongPassword" }))).toBe("wrongPassword");
    expect(reasonOf(null)).toBeUndefined();
  });
});

describe("useForm", () => {
  function Demo({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<void> }) {
    const form = useForm({
      initial: { name: "" },
      validate: ({ name }) => ({ name: name ? undefined : "Enter a name." }),
      onSubmit,
    });
    return (
      <form aria-label="Demo" {...form.formProps}>
        <TextField label="Name" {...form.field("name")} />
        <span>{form.status.kind}</span>
        <SubmitButton busy={form.busy}>Send</SubmitButton>
      </form>
    );
  }

  it("validates on submit, then submits once and reports how it went", async () => {
    const onSubmit = vi.fn<(values: { name: string }) => Promise<void>>().mockRejectedValue(new Error("down"));
    render(<Demo onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Enter a name.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Name"), "Jo{Enter}");
    expect(screen.queryByText("Enter a name.")).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({ name: "Jo" });
    expect(await screen.findByText("failed")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("Jo");
  });

  it("fills the fields still empty with initial values that arrive late, never what was typed", async () => {
    function Contact({ initial }: { initial: { name: string; email: string } }) {
      const form = useForm({ initial, onSubmit: () => undefined });
      return (
        <form aria-label="Contact" {...form.formProps}>
          <TextField label="Name" {...form.field("name")} />
          <TextField label="Email" {...form.field("email")} />
        </form>
      );
    }
    const { rerender } = render(<Contact initial={{ name: "", email: "" }} />);
    await userEvent.type(screen.getByLabelText("Name"), "Jo");
    rerender(<Contact initial={{ name: "Jo Rivera", email: "jo@studio.example" }} />);
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("Jo");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("jo@studio.example");
    // Emptied on purpose, it stays empty while the initial values are the same.
    await userEvent.clear(screen.getByLabelText("Email"));
    rerender(<Contact initial={{ name: "Jo Rivera", email: "jo@studio.example" }} />);
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("");
  });
});
