import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DayPlan, type DayPlanProps } from "./index.js";

const out = {
  id: "o1",
  reference: "O-8K2M4PQ7",
  customer: "Dana Reyes",
  title: "Diner, scene 12",
  fulfilment: "pickup",
  status: "confirmed",
  lineCount: 6,
  pull: { pulled: 4, total: 9, done: false },
} as const;
const base: DayPlanProps = {
  day: "2026-12-01",
  onDayChange: () => undefined,
  goingOut: { status: "ready", orders: [out] },
  comingBack: { status: "ready", orders: [] },
  hrefOf: (id) => `/orders/${id}`,
  settings: { locale: "en" },
};

describe("DayPlan", () => {
  it("shows what goes out and what comes back on the day", () => {
    render(<DayPlan {...base} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Day plan: Dec 1, 2026");
    const going = screen.getByRole("region", { name: "Going out" });
    expect(within(going).getByRole("link", { name: "O-8K2M4PQ7" }).getAttribute("href")).toBe("/orders/o1");
    expect(going.textContent).toContain("pick-up · 6 props · Confirmed · Pulled 4 of 9");
    expect(screen.getByRole("region", { name: "Coming back" }).textContent).toContain("Nothing comes back this day.");
  });

  it("moves a day back or on", async () => {
    const user = userEvent.setup();
    const onDayChange = vi.fn();
    render(<DayPlan {...base} onDayChange={onDayChange} />);
    await user.click(screen.getByRole("button", { name: "Day before" }));
    await user.click(screen.getByRole("button", { name: "Day after" }));
    expect(onDayChange.mock.calls).toEqual([["2026-11-30"], ["2026-12-02"]]);
  });

  it("loads and fails each list on its own", () => {
    render(<DayPlan {...base} goingOut={{ status: "loading" }} comingBack={{ status: "error", onRetry: vi.fn() }} />);
    const goingOut = screen.getByRole("region", { name: "Going out" });
    expect(within(goingOut).getByRole("status").textContent).toBe("Loading…");
    expect(within(screen.getByRole("region", { name: "Coming back" })).getByRole("alert").textContent).toContain(
      "could not be loaded",
    );
  });
});
