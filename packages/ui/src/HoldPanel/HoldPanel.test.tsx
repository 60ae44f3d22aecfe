import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HoldPanel, type HoldPanelProps, type HoldShortfall } from "./index.js";

const now = new Date("2026-11-24T12:00:00Z");
const base: HoldPanelProps = {
  hasDates: true,
  shortfalls: [],
  hold: null,
  holdHours: 48,
  locale: "en",
  timeZone: "America/New_York",
  onHold: () => Promise.resolve(),
  onRelease: () => Promise.resolve(),
  now,
};
const held = { expiresAt: "2026-11-25T20:00:00Z", pickUpDate: "2026-12-01", returnDate: "2026-12-08", stale: false };
const stool: HoldShortfall = {
  propId: "BPH-10432",
  name: "Chrome Diner Stool",
  wanted: 2,
  available: 1,
  bookedUntil: null,
  stock: 6,
};
const payphone: HoldShortfall = {
  propId: "BPH-31120",
  name: "Rotary Payphone",
  wanted: 1,
  available: 0,
  bookedUntil: "2026-12-14",
  stock: 1,
};

const panel = () => screen.getByRole("region", { name: "Availability and hold" });
/** Text with Intl's narrow spaces ("3:00 PM") read as plain ones. */
const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ");
const holdButton = () => screen.getByRole("button", { name: "Hold these props for 48 hours" });

afterEach(() => vi.useRealTimers());

describe("HoldPanel", () => {
  it("asks for dates first, with nothing to hold", () => {
    render(<HoldPanel {...base} hasDates={false} />);
    expect(within(panel()).getByRole("status").textContent).toBe(
      "Choose the dates above to see what is free and to hold these props.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("waits for the check before a hold, saying why", () => {
    render(<HoldPanel {...base} shortfalls="loading" />);
    expect(screen.getByRole("status").textContent).toBe("Checking availability…");
    expect(holdButton().getAttribute("aria-disabled")).toBe("true");
    const reason = document.getElementById(holdButton().getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("You can hold them once availability has been checked.");
  });

  it("says when the check failed, and tries again", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<HoldPanel {...base} shortfalls="error" onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("Availability could not be checked.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("holds a list that is all free, busy while the hold is placed", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onHold = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<HoldPanel {...base} onHold={onHold} />);
    expect(screen.getByRole("status").textContent).toBe("Everything on this list is free for your dates.");
    await user.click(holdButton());
    expect(onHold).toHaveBeenCalledOnce();
    const busy = screen.getByRole("button", { name: "Holding…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await user.click(busy);
    expect(onHold).toHaveBeenCalledOnce();
    finish();
    // The app shows the new hold: focus moves to its release button, not to the top of the page.
    rerender(<HoldPanel {...base} onHold={onHold} hold={held} />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Release hold" })));
  });

  it("lists what is not free, and will not hold until it is", async () => {
    const user = userEvent.setup();
    const onHold = vi.fn();
    render(<HoldPanel {...base} shortfalls={[stool, payphone]} onHold={onHold} />);
    const status = screen.getByRole("status");
    expect(within(status).getByRole("heading", { name: "Not free for your dates" })).toBeTruthy();
    expect(
      within(status)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Chrome Diner Stool — 2 wanted, only 1 free", "Rotary Payphone — booked until Dec 14"]);
    expect(status.textContent).toContain("Change the quantity or the dates, or ask the prop house for an alternative.");
    expect(holdButton().getAttribute("aria-disabled")).toBe("true");
    await user.click(holdButton());
    expect(onHold).not.toHaveBeenCalled();
  });

  it("shows a hold: until when, in the prop house's time, and for which dates", async () => {
    const user = userEvent.setup();
    const onRelease = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<HoldPanel {...base} hold={held} onRelease={onRelease} />);
    expect(textOf(panel())).toContain("Held until Wed, Nov 25, 3:00 PM EST for Dec 1 – 8, 2026");
    expect(textOf(panel())).not.toContain("lapsed");
    expect(screen.queryByRole("button", { name: "Hold again" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Release hold" }));
    expect(onRelease).toHaveBeenCalledOnce();
    rerender(<HoldPanel {...base} hold={null} onRelease={onRelease} />);
    expect(document.activeElement).toBe(holdButton());
  });

  it("offers to hold again when the list changed since it was held", () => {
    render(<HoldPanel {...base} hold={{ ...held, stale: true }} />);
    expect(textOf(panel())).toContain("Your list changed since you held it: hold again to hold it as it is now.");
    expect(screen.getByRole("button", { name: "Hold again" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Release hold" })).toBeTruthy();
  });

  it("marks a lapsed hold and offers to hold again", () => {
    render(<HoldPanel {...base} hold={held} now={new Date("2026-11-25T20:00:00Z")} />);
    expect(textOf(panel())).toContain("Held until Wed, Nov 25, 3:00 PM EST (lapsed) for Dec 1 – 8, 2026");
    expect(screen.getByRole("button", { name: "Hold again" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("shows a lapse without being told, on a page left open", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T19:59:00Z") });
    render(<HoldPanel {...base} now={undefined} hold={held} />);
    expect(textOf(panel())).not.toContain("(lapsed)");
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(textOf(panel())).toContain("(lapsed)");
  });

  it("keeps a hold and its release without dates, but cannot hold it again without them", () => {
    render(<HoldPanel {...base} hasDates={false} hold={{ ...held, stale: true }} />);
    expect(textOf(panel())).toContain("Held until");
    expect(screen.getByRole("button", { name: "Release hold" })).toBeTruthy();
    const again = screen.getByRole("button", { name: "Hold again" });
    expect(again.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(again.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose your dates to hold these props.",
    );
  });

  it("shows why a hold or a release failed", async () => {
    const user = userEvent.setup();
    const onHold = vi.fn().mockRejectedValue(new Error("Rotary Payphone: 1 wanted, booked until Dec 14"));
    const onRelease = vi.fn().mockRejectedValue(new Error(""));
    const { rerender } = render(<HoldPanel {...base} onHold={onHold} onRelease={onRelease} />);
    await user.click(holdButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Rotary Payphone: 1 wanted, booked until Dec 14");
    expect(holdButton().getAttribute("aria-busy")).toBeNull();
    rerender(<HoldPanel {...base} onHold={onHold} onRelease={onRelease} hold={held} />);
    await user.click(screen.getByRole("button", { name: "Release hold" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The hold could not be released. Try again.");
  });

  it("takes the tenant's words and the page's heading level", () => {
    render(
      <HoldPanel
        {...base}
        holdHours={1}
        headingLevel={3}
        shortfalls={[stool]}
        labels={{ title: "Dates and holds", shortfall: (line) => `${line.available}/${line.wanted}` }}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Dates and holds" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 4, name: "Not free for your dates" })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("Chrome Diner Stool — 1/2");
    expect(screen.getByRole("button", { name: "Hold these props for 1 hour" })).toBeTruthy();
  });
});
