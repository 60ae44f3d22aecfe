import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "../SubmitButton/index.js";
import { FormAlert } from "./index.js";

describe("FormAlert and SubmitButton", () => {
  it("alert for errors, status for success; the button stays focusable while busy", () => {
    render(
      <>
        <FormAlert>Broken</FormAlert>
        <FormAlert tone="success">Saved</FormAlert>
        <SubmitButton busy busyLabel="Saving…">
          Save
        </SubmitButton>
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Broken");
    expect(screen.getByRole("status").textContent).toBe("Saved");
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Saving…" });
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-disabled")).toBe("true");
  });
});
