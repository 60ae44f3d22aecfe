import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScanField } from "./index.js";

describe("ScanField", () => {
  it("counts what a scanner types with Enter, empties itself and stays ready for the next", async () => {
    const onScan = vi.fn((code: string) => Promise.resolve(code === "BPH-1" ? "Chrome stool: 1 of 2" : "?"));
    render(<ScanField label="Scan a label" onScan={onScan} />);
    const field = screen.getByLabelText("Scan a label");
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, "BPH-1{Enter}");
    expect(onScan).toHaveBeenCalledWith("BPH-1");
    expect((field as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(field);
    expect(await screen.findByText("Chrome stool: 1 of 2")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("BPH-1: Chrome stool: 1 of 2");
  });

  it("says plainly why a scan was refused, as an alert, and keeps the last scans in view", async () => {
    const answer = (code: string) =>
      code === "BPH-1"
        ? Promise.resolve("Chrome stool: 1 of 1")
        : Promise.reject(new Error(`${code} is not on order O-1: keep it off the truck`));
    render(<ScanField label="Scan a label" onScan={answer} />);
    const field = screen.getByLabelText("Scan a label");
    await userEvent.type(field, "BPH-1{Enter}");
    await userEvent.type(field, "BPH-77{Enter}");
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole("alert").textContent).toBe("BPH-77: BPH-77 is not on order O-1: keep it off the truck");
    const scans = within(screen.getByRole("list", { name: "Last scans" })).getAllByRole("listitem");
    expect(scans.map((scan) => scan.textContent)).toEqual([
      "✗BPH-77 BPH-77 is not on order O-1: keep it off the truck",
      "✓BPH-1 Chrome stool: 1 of 1",
    ]);
  });

  it("sends nothing for an empty scan", async () => {
    const onScan = vi.fn();
    render(<ScanField label="Scan a label" onScan={onScan} />);
    await userEvent.type(screen.getByLabelText("Scan a label"), "   {Enter}");
    expect(onScan).not.toHaveBeenCalled();
  });
});
