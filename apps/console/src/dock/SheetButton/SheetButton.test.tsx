import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SheetButton } from "./index.js";

describe("SheetButton", () => {
  it("is busy while the sheet is made, once, then says what it made", async () => {
    let done: (message: string) => void = () => undefined;
    const onMake = vi.fn(() => new Promise<string>((resolve) => (done = resolve)));
    render(<SheetButton label="Print labels" busyLabel="Making labels…" onMake={onMake} />);
    await userEvent.click(screen.getByRole("button", { name: "Print labels" }));
    const busy = screen.getByRole("button", { name: "Making labels…" });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(busy);
    expect(onMake).toHaveBeenCalledTimes(1);
    await act(async () => {
      done("Saved labels.pdf: 30 labels.");
      await Promise.resolve();
    });
    expect(screen.getByRole("status").textContent).toBe("Saved labels.pdf: 30 labels.");
  });

  it("says why a sheet could not be made, and can be tried again", async () => {
    const onMake = vi
      .fn()
      .mockRejectedValueOnce(new Error("No props match these filters."))
      .mockResolvedValue("Saved.");
    render(<SheetButton label="Print labels" busyLabel="Making labels…" onMake={onMake} />);
    await userEvent.click(screen.getByRole("button", { name: "Print labels" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No props match these filters.");
    await userEvent.click(screen.getByRole("button", { name: "Print labels" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
