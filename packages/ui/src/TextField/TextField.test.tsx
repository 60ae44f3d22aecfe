import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TextField } from "./index.js";

describe("TextField", () => {
  function Field(props: { error?: string; hint?: string; multiline?: boolean }) {
    const [value, setValue] = useState("");
    return <TextField label="Notes" name="notes" value={value} onChange={setValue} required {...props} />;
  }

  it("labels the input and points it at its hint and error", () => {
    render(<Field hint="Anything we should know." error="Tell us more." />);
    const input = screen.getByLabelText("Notes");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Anything we should know.", "Tell us more."]);
  });

  it("is a textarea when multiline, and hands back the value", async () => {
    render(<Field multiline />);
    const input = screen.getByRole("textbox", { name: "Notes" });
    expect(input.tagName).toBe("TEXTAREA");
    await userEvent.type(input, "Two tables");
    expect((input as HTMLTextAreaElement).value).toBe("Two tables");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });
});
