import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CameraScan } from "./index.js";

describe("CameraScan", () => {
  it("starts with the camera off: a button, no preview", () => {
    render(<CameraScan onCode={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Scan with the camera" })).toBeTruthy();
    expect(screen.getByLabelText("What the camera sees").closest("[hidden]")).not.toBeNull();
  });

  it("says why it cannot scan where there is no camera to ask for (jsdom has none), and keeps the button", async () => {
    const onCode = vi.fn();
    render(<CameraScan onCode={onCode} />);
    const button = screen.getByRole("button", { name: "Scan with the camera" });
    await userEvent.click(button);
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts.find(Boolean)).toMatch(/use the scanner field/);
    expect(screen.getByRole("button", { name: "Scan with the camera" })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(onCode).not.toHaveBeenCalled();
  });
});
