import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OrderProgress } from "./index.js";
import { sampleHistory, sampleHistoryWithChanges } from "./sample-history.js";

const base = { history: sampleHistory, settings: { locale: "en" }, timeZone: "America/New_York" };

describe("OrderProgress", () => {
  it("lists every step with when, who and the note, oldest first", () => {
    render(<OrderProgress {...base} />);
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Placed, waiting for the prop house Nov 20, 2026, 10:02 AM, by Dana Reyes",
      "Confirmed Nov 21, 2026, 9:30 AM, by Sam StaffReady from 9am at the dock.",
    ]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows an extension and an add-on by what they did, with the estimate after each", () => {
    render(<OrderProgress {...base} history={sampleHistoryWithChanges} />);
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.slice(3).map((step) => step.textContent)).toEqual([
      "Rental extended Dec 8, 2026, 11:10 AM, by Dana ReyesFrom Dec 15, 2026 to Dec 22, 2026: 3 rental weeks. " +
        "Estimate now $247.50.",
      "Props added Dec 9, 2026, 6:45 AM, by Sam Staff2 × Brass desk lamp. Estimate now $382.50.",
    ]);
  });

  it("offers staff the next steps, sends the note with the one chosen, then clears it", async () => {
    const user = userEvent.setup();
    const onStep = vi.fn().mockResolvedValue(undefined);
    render(<OrderProgress {...base} next={["out", "cancelled"]} onStep={onStep} />);
    const group = screen.getByRole("group", { name: "Next step" });
    await user.type(within(group).getByRole("textbox", { name: "Note to the customer (optional)" }), " Van at 8 ");
    await user.click(within(group).getByRole("button", { name: "Mark out (picked up or delivered)" }));
    expect(onStep).toHaveBeenCalledWith("out", "Van at 8");
    expect(within(group).getByRole<HTMLTextAreaElement>("textbox").value).toBe("");
    expect(within(group).getByRole("button", { name: "Cancel the order" })).toBeTruthy();
  });

  it("keeps the note and shows the server's word when a step is refused", async () => {
    const user = userEvent.setup();
    const onStep = vi.fn().mockRejectedValue(new Error('Order O-1 is "Returned" and cannot become "Out on rental"'));
    render(<OrderProgress {...base} next={["returned"]} onStep={onStep} />);
    await user.type(screen.getByRole("textbox"), "All back");
    await user.click(screen.getByRole("button", { name: "Mark returned" }));
    expect((await screen.findByRole("alert")).textContent).toContain("cannot become");
    expect(screen.getByRole<HTMLTextAreaElement>("textbox").value).toBe("All back");
  });

  it("says when an order is finished", () => {
    render(<OrderProgress {...base} next={[]} onStep={vi.fn()} />);
    expect(screen.getByText("This order is finished: nothing more to do.")).toBeTruthy();
  });
});
