import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RepairRecord } from "@backlot/domain";
import { RepairQueue } from "./index.js";

const repair: RepairRecord & { id: string } = {
  id: "r1",
  orderId: "o1",
  reference: "O-8JD2KQ0A",
  uid: "u1",
  key: "BPH-1",
  propId: "BPH-1",
  name: "Chrome stool",
  condition: "damaged",
  pieces: 1,
  note: "Seat cracked",
  charge: 4500,
  on: "2027-03-08",
  reportedAt: new Date("2027-03-08T15:00:00Z"),
  reportedByName: "Sam",
  status: "open",
};
const settings = { currency: "USD", locale: "en-US" };

describe("RepairQueue", () => {
  it("lists each piece with its damage, charge and order, and clears it with what was done", async () => {
    const onClear = vi.fn(() => Promise.resolve());
    render(
      <RepairQueue
        state={{ status: "ready", repairs: [repair], hasMore: false }}
        onClear={onClear}
        onShowMore={vi.fn()}
        settings={settings}
      />,
    );
    const item = screen.getByRole("listitem", { name: /Damaged: 1 × Chrome stool/ });
    expect(within(item).getByText("Seat cracked · charged $45.00")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "order O-8JD2KQ0A" }).getAttribute("href")).toBe("/orders/o1");
    await userEvent.click(within(item).getByRole("button", { name: "Clear it…" }));
    await userEvent.type(within(item).getByLabelText("What was done (optional)"), "Re-glued");
    await userEvent.click(within(item).getByRole("button", { name: "Repaired: available again" }));
    expect(onClear).toHaveBeenCalledWith("r1", "Re-glued");
  });

  it("opens each photo of the damage, and says why one did not open", async () => {
    const photo = { path: "damage/ny-props/p1-seat.jpg", name: "seat.jpg", contentType: "image/jpeg", size: 2048 };
    const onOpenPhoto = vi.fn(() => Promise.reject(new Error("seat.jpg could not be opened: offline. Try again.")));
    render(
      <RepairQueue
        state={{ status: "ready", repairs: [{ ...repair, photos: [photo] }], hasMore: false }}
        onClear={vi.fn()}
        onShowMore={vi.fn()}
        onOpenPhoto={onOpenPhoto}
        settings={settings}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Photo 1: seat.jpg" }));
    expect(onOpenPhoto).toHaveBeenCalledWith(photo);
    expect(await screen.findByText("seat.jpg could not be opened: offline. Try again.")).toBeTruthy();
  });

  it("says when the queue is empty, loading, or failed to load", () => {
    const props = { onClear: vi.fn(), onShowMore: vi.fn(), settings };
    const { rerender } = render(<RepairQueue state={{ status: "loading" }} {...props} />);
    expect(screen.getByRole("status").textContent).toBe("Loading the repair queue…");
    rerender(<RepairQueue state={{ status: "ready", repairs: [], hasMore: false }} {...props} />);
    expect(screen.getByRole("status").textContent).toMatch(/^Nothing in the repair queue/);
    const retry = vi.fn();
    rerender(<RepairQueue state={{ status: "error", onRetry: retry }} {...props} />);
    expect(screen.getByRole("alert").textContent).toMatch(/did not load/);
  });

  it("keeps the note and says why when clearing is refused", async () => {
    const onClear = vi.fn(() => Promise.reject(new Error("Chrome stool from order O-8JD2KQ0A is cleared already")));
    render(
      <RepairQueue
        state={{ status: "ready", repairs: [{ ...repair, condition: "missing", charge: 0 }], hasMore: false }}
        onClear={onClear}
        onShowMore={vi.fn()}
        settings={settings}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear it…" }));
    await userEvent.type(screen.getByLabelText("Where it was found (optional)"), "Truck 2");
    await userEvent.click(screen.getByRole("button", { name: "Found: available again" }));
    expect(await screen.findByText("Chrome stool from order O-8JD2KQ0A is cleared already")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Where it was found (optional)").value).toBe("Truck 2");
  });
});
