// The staff-session banner as staff meet it: found by its label, saying whose account, who, until
// when; "End session" ends it, and says what went wrong when the server refused; once the end has
// passed with the page open, it says so and offers to sign out.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImpersonationBanner } from "./ImpersonationBanner.js";

const endsAt = new Date("2026-11-24T20:45:00Z");
const session = { customer: "Dana Reyes", staffName: "Sam", impersonationId: "audit-1", endsAt };
/** A session with most of its hour to go, for the tests on the real clock. */
const underWay = () => ({ ...session, endsAt: new Date(Date.now() + 50 * 60_000) });

function renderBanner(overrides: Partial<Parameters<typeof ImpersonationBanner>[0]> = {}) {
  const props = {
    session,
    locale: "en-US",
    timeZone: "America/New_York",
    onEnd: vi.fn(() => Promise.resolve()),
    onSignOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(<ImpersonationBanner {...props} />);
  return { ...props, banner: screen.getByRole("region", { name: "Staff session" }) };
}

afterEach(() => vi.useRealTimers());

describe("ImpersonationBanner", () => {
  it("says whose account staff are in, who, and until when, in the prop house's time", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T20:00:00Z"), toFake: ["Date", "setTimeout", "clearTimeout"] });
    const { banner } = renderBanner();
    expect(within(banner).getByRole("status").textContent).toBe(
      "Sam (staff) is signed in as Dana Reyes until 3:45 PM. Changes are recorded as made by Sam.",
    );
    expect(within(banner).getByText("3:45 PM").getAttribute("datetime")).toBe("2026-11-24T20:45:00.000Z");
    expect(within(banner).queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("ends the session with End session", async () => {
    const { banner, onEnd } = renderBanner({ session: underWay() });
    await userEvent.click(within(banner).getByRole("button", { name: "End session" }));
    expect(onEnd).toHaveBeenCalledOnce();
    expect(within(banner).queryByRole("alert")).toBeNull();
  });

  it("says why the session could not be ended, and offers to sign out all the same", async () => {
    const onEnd = vi.fn(() => Promise.reject(new Error("No impersonation audit-1 at bowery-prop-house")));
    const { banner, onSignOut } = renderBanner({ session: underWay(), onEnd });
    await userEvent.click(within(banner).getByRole("button", { name: "End session" }));
    expect((await within(banner).findByRole("alert")).textContent).toBe(
      "The session could not be ended (No impersonation audit-1 at bowery-prop-house). Try again, or sign out: " +
        "it ends by itself at its time.",
    );
    await userEvent.click(within(banner).getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("says the session has ended when its time passes with the page open, and offers to sign out", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T20:44:00Z"), toFake: ["Date", "setTimeout", "clearTimeout"] });
    const { banner, onSignOut } = renderBanner();
    expect(within(banner).getByRole("button", { name: "End session" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(banner).getByRole("status").textContent).toBe(
      "The staff session as Dana Reyes ended at 3:45 PM: nothing more can be changed in it. Sign out to carry on.",
    );
    expect(within(banner).queryByRole("button", { name: "End session" })).toBeNull();
    vi.useRealTimers();
    await userEvent.click(within(banner).getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("offers only to sign out of a staff token the server refuses", () => {
    const { banner } = renderBanner({ session: "invalid" });
    expect(within(banner).getByRole("status").textContent).toContain("This staff session has no end recorded");
    expect(
      within(banner)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Sign out"]);
  });
});
