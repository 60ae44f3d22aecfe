import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CalendarDate } from "@backlot/domain/calendar-date";
import { BookingConflicts } from "./index.js";

const nameOf = (propId: string) => (propId === "BPH-1" ? "Chesterfield sofa" : propId);

describe("BookingConflicts", () => {
  it("names each short prop, what is free, and the orders and holds in the way", () => {
    render(
      <BookingConflicts
        nameOf={nameOf}
        locale="en-US"
        state={[
          {
            propId: "BPH-1",
            wanted: 2,
            stock: 1,
            available: 0,
            bookedUntil: "2027-03-14" as CalendarDate,
            conflicts: ["order O-AAAA", "hold by Sam Lee"],
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Conflicts for these dates" })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe(
      "Chesterfield sofa (BPH-1): 2 wanted, booked until Mar 14 · Taken by order O-AAAA, hold by Sam Lee",
    );
  });

  it("says when nothing is in the way, while it checks, and offers a retry when it failed", async () => {
    const { rerender } = render(<BookingConflicts nameOf={nameOf} locale="en-US" state={[]} />);
    expect(screen.getByText("No conflicts: every prop is free for these dates.")).toBeTruthy();
    rerender(<BookingConflicts nameOf={nameOf} locale="en-US" state="loading" />);
    expect(screen.getByRole("status").textContent).toBe("Checking the props' bookings…");
    const onRetry = vi.fn();
    rerender(<BookingConflicts nameOf={nameOf} locale="en-US" state="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
