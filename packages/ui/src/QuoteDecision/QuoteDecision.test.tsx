import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuoteDecision } from "./index.js";

const never = () => new Promise<void>(() => undefined);

describe("QuoteDecision", () => {
  it("accepts once, busy while the order is placed", async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn(never);
    render(<QuoteDecision onAccept={onAccept} onDecline={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Accept and order" }));
    const busy = screen.getByRole("button", { name: "Placing the order…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await user.click(busy);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("shows the app's message when accepting fails, and lets the customer try again", async () => {
    const user = userEvent.setup();
    const onAccept = vi
      .fn()
      .mockRejectedValueOnce(new Error("Quote Q-1 is declined already"))
      .mockResolvedValue(undefined);
    render(<QuoteDecision onAccept={onAccept} onDecline={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Accept and order" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Quote Q-1 is declined already");
    await user.click(screen.getByRole("button", { name: "Accept and order" }));
    expect(onAccept).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("declines with the reason typed, trimmed, from a form that opens in place", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn().mockResolvedValue(undefined);
    render(<QuoteDecision onAccept={vi.fn()} onDecline={onDecline} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const reason = screen.getByRole("textbox", { name: "Why (optional)" });
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute("maxlength")).toBe("1000");
    await user.type(reason, "  Found them elsewhere ");
    await user.click(screen.getByRole("button", { name: "Decline the quote" }));
    expect(onDecline).toHaveBeenCalledWith("Found them elsewhere");
  });

  it("Escape keeps the quote and returns focus to Decline; the reason typed is still there", async () => {
    const user = userEvent.setup();
    render(<QuoteDecision onAccept={vi.fn()} onDecline={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.type(screen.getByRole("textbox", { name: "Why (optional)" }), "Too dear");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Decline" })));
    await user.keyboard("{Enter}");
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Why (optional)" }).value).toBe("Too dear");
  });
});
