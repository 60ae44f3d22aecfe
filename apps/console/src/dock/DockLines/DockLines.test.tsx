import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type DockLine, DockLines } from "./index.js";

const lines: DockLine[] = [
  { key: "BPH-3", name: "Neon sign", itemNumber: "BPH-3", quantity: 1, done: 0 },
  { key: "BPH-1", name: "Chrome stool", itemNumber: "BPH-1", quantity: 3, done: 1, location: "Aisle 10" },
  { key: "BPH-2/oak", name: "Bentwood chair (Oak)", itemNumber: "BPH-2", quantity: 2, done: 2, location: "Aisle 2" },
];

describe("DockLines", () => {
  it("walks the warehouse in order, with the order's progress", () => {
    render(<DockLines lines={lines} onTick={vi.fn()} editable />);
    expect(screen.getByRole("status").textContent).toBe("Pulled 3 of 6");
    const groups = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(groups).toEqual(["Aisle 2", "Aisle 10", "No location recorded"]);
    const stools = within(screen.getByRole("region", { name: "Aisle 10" }));
    expect(stools.getByText("1 of 3")).toBeTruthy();
    expect(stools.getByRole<HTMLInputElement>("checkbox", { name: "All of Chrome stool pulled" }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "All of Bentwood chair (Oak) pulled" }).checked).toBe(
      true,
    );
  });

  it("ticks a whole line, or one piece at a time, showing the tick at once", async () => {
    const onTick = vi.fn(() => new Promise<void>(() => undefined));
    render(<DockLines lines={lines} onTick={onTick} editable />);
    await userEvent.click(screen.getByRole("checkbox", { name: "All of Neon sign pulled" }));
    expect(onTick).toHaveBeenLastCalledWith("BPH-3", 1);
    await userEvent.click(screen.getByRole("button", { name: "One more Chrome stool pulled" }));
    expect(onTick).toHaveBeenLastCalledWith("BPH-1", 2);
    expect(screen.getByText("2 of 3")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Pulled 5 of 6");
    // Until the server has them, the list says it is saving.
    expect(screen.getByText("Saving the ticks…")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Pulling" }).getAttribute("aria-busy")).toBe("true");
    // A one-piece line has no count to step.
    expect(screen.queryByRole("button", { name: "One more Neon sign pulled" })).toBeNull();
  });

  it("sends one tick of a line at a time, and of quick taps only the latest", async () => {
    const answers: (() => void)[] = [];
    const onTick = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    render(<DockLines lines={lines} onTick={onTick} editable />);
    const more = screen.getByRole("button", { name: "One more Chrome stool pulled" });
    await userEvent.click(more);
    await userEvent.click(screen.getByRole("button", { name: "One fewer Chrome stool pulled" }));
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByText("3 of 3")).toBeTruthy();
    expect(onTick.mock.calls).toEqual([["BPH-1", 2]]);
    await act(async () => {
      answers[0]?.();
      await Promise.resolve();
    });
    expect(onTick.mock.calls).toEqual([
      ["BPH-1", 2],
      ["BPH-1", 3],
    ]);
    await act(async () => {
      answers[1]?.();
      await Promise.resolve();
    });
    expect(onTick).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("Saving the ticks…")).toBeNull();
  });

  it("goes back to the order's count and says why when the server refuses a tick", async () => {
    let refuse: (error: Error) => void = () => undefined;
    const onTick = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    render(<DockLines lines={lines} onTick={onTick} editable />);
    await userEvent.click(screen.getByRole("button", { name: "One fewer Chrome stool pulled" }));
    expect(screen.getByText("0 of 3")).toBeTruthy();
    await act(async () => {
      refuse(new Error("Order O-1 is out: lines are ticked as pulled before it goes out"));
      await Promise.resolve();
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Chrome stool was not ticked: Order O-1 is out: lines are ticked as pulled before it goes out",
    );
    expect(screen.getByText("1 of 3")).toBeTruthy();
  });

  it("shows what was pulled without ticks once the order is out", () => {
    render(<DockLines lines={lines} onTick={vi.fn()} editable={false} />);
    expect(screen.getByText(/The order has gone out/)).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
    for (const box of screen.getAllByRole<HTMLInputElement>("checkbox")) expect(box.disabled).toBe(true);
  });
});
