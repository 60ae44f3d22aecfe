import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CalendarDate } from "@backlot/domain/calendar-date";
import { PropCalendar } from "./index.js";
import { sampleHold, sampleNow, sampleOrder, sampleToday } from "./sample-bookings.js";
import { monthWeeks, shiftMonth } from "./month-grid.js";

const day = (text: string) => text as CalendarDate;
const order = { ...sampleOrder, key: "order:A", ref: "order O-A" };
const hold = { ...sampleHold, key: "hold:list1" };
const base = { stock: 3, today: sampleToday, now: sampleNow, locale: "en-US", timeZone: "America/New_York" };

describe("month grid", () => {
  it("lays a month out in weeks from Monday, and steps across years", () => {
    const weeks = monthWeeks(day("2027-03-01"));
    expect(weeks[0]).toEqual([day("2027-03-01"), ...Array.from({ length: 6 }, (_, i) => `2027-03-0${i + 2}`)]);
    expect(weeks.at(-1)?.filter(Boolean)).toEqual(["2027-03-29", "2027-03-30", "2027-03-31"]);
    expect(shiftMonth(day("2027-01-01"), -1)).toBe("2026-12-01");
    expect(shiftMonth(day("2027-12-01"), 1)).toBe("2028-01-01");
  });
});

describe("PropCalendar", () => {
  it("shows how many are out or held each day, fullest where order and hold meet", () => {
    render(<PropCalendar {...base} bookings={[order, hold]} />);
    expect(screen.getByRole("cell", { name: "Mar 2, 2027: 0 of 3 out or held" }).dataset.level).toBe("free");
    expect(screen.getByRole("cell", { name: "Mar 3, 2027: 2 of 3 out or held" }).dataset.level).toBe("some");
    expect(screen.getByRole("cell", { name: "Mar 9, 2027: 3 of 3 out or held" }).dataset.level).toBe("full");
    expect(screen.getByRole("cell", { name: /^Mar 2, 2027/ }).getAttribute("aria-current")).toBe("date");
  });

  it("leaves out a lapsed hold", () => {
    render(<PropCalendar {...base} now={new Date("2027-03-05T00:00:00Z")} bookings={[hold]} />);
    expect(screen.getByRole("cell", { name: "Mar 9, 2027: 0 of 3 out or held" })).toBeTruthy();
    expect(screen.getByText("No orders or holds from today on.")).toBeTruthy();
  });

  it("lists the month's bookings, links orders, and extends or releases a customer's hold", async () => {
    const onExtend = vi.fn().mockResolvedValue(undefined);
    const onRelease = vi.fn().mockRejectedValue(new Error("The hold was released already"));
    render(
      <PropCalendar
        {...base}
        bookings={[hold, order]}
        hrefOf={(booking) => (booking.kind === "order" ? "/orders/A" : null)}
        onExtend={onExtend}
        onRelease={onRelease}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByRole("link", { name: "order O-A" }).getAttribute("href")).toBe("/orders/A");
    expect(first!.textContent).toContain("booked");
    expect(within(first!).queryByRole("button")).toBeNull();
    expect(second!.textContent).toContain("held until Mar 4, 2027, 10:00 AM");
    await userEvent.click(within(second!).getByRole("button", { name: "Extend hold" }));
    expect(onExtend).toHaveBeenCalledWith("list1");
    await userEvent.click(within(second!).getByRole("button", { name: "Release hold" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The hold was released already");
  });

  it("moves between months", async () => {
    render(<PropCalendar {...base} bookings={[order]} />);
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByText("April 2027")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByText("February 2027")).toBeTruthy();
  });
});
