import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type SubscriptionKey, SubscriptionsForm, type SubscriptionsFormProps } from "./index.js";

const subscriptions: SubscriptionsFormProps["subscriptions"] = {
  newsletters: { isSubscribed: true, subscribedAt: "2025-03-03T15:00:00Z", unsubscribedAt: null },
  reminders: { isSubscribed: true, subscribedAt: "2024-11-20T15:00:00Z" },
  product: { isSubscribed: false, subscribedAt: "2024-11-20T15:00:00Z", unsubscribedAt: "2025-01-08T15:00:00Z" },
};

function setup(props: Partial<SubscriptionsFormProps> = {}) {
  const user = userEvent.setup();
  const onToggle = vi.fn<(key: SubscriptionKey, next: boolean) => Promise<void>>().mockResolvedValue(undefined);
  const view = render(
    <SubscriptionsForm
      subscriptions={subscriptions}
      onToggle={onToggle}
      locale="en-US"
      timeZone="UTC"
      now={() => new Date("2025-06-02T12:00:00Z")}
      {...props}
    />,
  );
  return { user, onToggle, view };
}

describe("SubscriptionsForm", () => {
  it("shows the four subscriptions as switches, with since when each is on or off", () => {
    setup();
    expect(
      screen
        .getAllByRole<HTMLInputElement>("switch")
        .map((toggle) => [toggle.labels?.[0]?.textContent, toggle.checked]),
    ).toEqual([
      ["Newsletter", true],
      ["Reminders", true],
      ["Product updates", false],
      ["Research", false],
    ]);
    expect(screen.getByRole("switch", { name: "Newsletter" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Subscribed since March 3, 2025")).toBeTruthy();
    expect(screen.getByText("Unsubscribed January 8, 2025")).toBeTruthy();
    expect(screen.getByText("Not subscribed")).toBeTruthy();
  });

  it("writes dates in the tenant's locale", () => {
    setup({ locale: "fr-CA" });
    expect(screen.getByText("Subscribed since 3 mars 2025")).toBeTruthy();
  });

  it("flips at once, says it is saving, and keeps the change when saving works", async () => {
    let finish: () => void = () => undefined;
    const { user, onToggle } = setup();
    onToggle.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const research = screen.getByRole<HTMLInputElement>("switch", { name: "Research" });
    await user.click(research);
    expect(onToggle).toHaveBeenCalledWith("research", true);
    expect(research.checked).toBe(true);
    expect(research.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("Saving…")).toBeTruthy();
    // Flipping again while saving does nothing.
    await user.click(research);
    expect(onToggle).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText("Subscribed since June 2, 2025")).toBeTruthy();
    expect(research.checked).toBe(true);
  });

  it("moves back and explains when saving fails", async () => {
    const { user, onToggle } = setup();
    onToggle.mockRejectedValue(new Error("offline"));
    const newsletter = screen.getByRole<HTMLInputElement>("switch", { name: "Newsletter" });
    await user.click(newsletter);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "We could not unsubscribe you from Newsletter. Check your connection and try again.",
    );
    expect(newsletter.checked).toBe(true);
    expect(newsletter.getAttribute("aria-describedby")).toContain(alert.id);
    expect(screen.getByText("Subscribed since March 3, 2025")).toBeTruthy();
    onToggle.mockResolvedValue(undefined);
    await user.click(newsletter);
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows the stored dates once the new subscriptions come back", async () => {
    const { user, view, onToggle } = setup();
    await user.click(screen.getByRole("switch", { name: "Reminders" }));
    expect(onToggle).toHaveBeenCalledWith("reminders", false);
    expect(await screen.findByText("Unsubscribed June 2, 2025")).toBeTruthy();
    view.rerender(
      <SubscriptionsForm
        subscriptions={{
          ...subscriptions,
          reminders: {
            isSubscribed: false,
            subscribedAt: "2024-11-20T15:00:00Z",
            unsubscribedAt: "2025-06-01T23:00:00Z",
          },
        }}
        onToggle={onToggle}
        locale="en-US"
        timeZone="UTC"
      />,
    );
    expect(screen.getByText("Unsubscribed June 1, 2025")).toBeTruthy();
  });

  it("keeps the switches off and disabled while loading", () => {
    setup({ loading: true });
    for (const toggle of screen.getAllByRole<HTMLInputElement>("switch")) {
      expect(toggle.disabled).toBe(true);
      expect(toggle.checked).toBe(false);
    }
  });
});
