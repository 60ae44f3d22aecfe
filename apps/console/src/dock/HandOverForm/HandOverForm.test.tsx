import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HandOverForm } from "./index.js";

describe("HandOverForm", () => {
  it("asks for the driver's name and signature before handing anything over", async () => {
    const onHandOver = vi.fn();
    render(<HandOverForm pieces={3} missing={null} onHandOver={onHandOver} />);
    expect(screen.getByText("3 pieces scanned out, waiting for the driver's signature.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Hand over 3 pieces" }));
    expect(screen.getByText("The driver's printed name is required.")).toBeTruthy();
    expect(screen.getByText("The driver signs in the box: draw the signature with a finger or pen.")).toBeTruthy();
    expect(onHandOver).not.toHaveBeenCalled();
  });

  it("asks why it goes out when the order still lacks what the house requires", async () => {
    render(<HandOverForm pieces={1} missing="Certificate of insurance" onHandOver={vi.fn()} />);
    expect(screen.getByText(/Still missing: Certificate of insurance\./)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Hand over 1 piece" }));
    expect(screen.getByText("Give the reason to release it without what is missing.")).toBeTruthy();
  });

  it("offers nothing to hand over before a piece is scanned", async () => {
    const onHandOver = vi.fn();
    render(<HandOverForm pieces={0} missing={null} onHandOver={onHandOver} />);
    expect(screen.getByText("Scan pieces out first.")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Hand over 0 pieces" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(button);
    expect(screen.queryByText("The driver's printed name is required.")).toBeNull();
  });
});
