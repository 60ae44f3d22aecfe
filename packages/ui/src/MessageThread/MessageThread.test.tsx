import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MessageThread, type MessageThreadProps, type ThreadMessage } from "./index.js";
import { sampleMessages, sampleNow } from "./sample-messages.js";

const base = { settings: { locale: "en" }, timeZone: "America/New_York", now: sampleNow };

/** The thread as a page holds it: a sent message is added to the list. */
function Conversation({ onSend }: { onSend: MessageThreadProps["onSend"] }) {
  const [messages, setMessages] = useState<ThreadMessage[]>(sampleMessages);
  const send = async (body: string) => {
    await onSend(body);
    setMessages((current) => [
      ...current,
      {
        id: `m${(current.length + 1).toString()}`,
        sender: "own",
        senderName: "Dana Whitfield",
        sentAt: "2026-11-22T19:59:00Z",
        body,
      },
    ]);
  };
  return <MessageThread {...base} state={{ status: "ready", messages }} onSend={send} />;
}

const box = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });

describe("MessageThread", () => {
  it("groups messages by day in the vendor's time zone, with sender, time and who wrote it", () => {
    render(<MessageThread {...base} state={{ status: "ready", messages: sampleMessages }} onSend={vi.fn()} />);
    const log = screen.getByRole("log", { name: "Messages" });
    expect(log.getAttribute("aria-live")).toBe("polite");
    expect(
      within(log)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Friday, November 20, 2026", "Yesterday", "Today"]);
    const reply = within(log)
      .getByText(/all 6 are free/)
      .closest("li");
    expect(reply?.getAttribute("data-sender")).toBe("vendor");
    expect(reply?.textContent).toContain("Marco at Bowery Props");
    // 15:12 UTC is 10:12 in New York.
    expect(
      within(reply as HTMLElement)
        .getByText("10:12 AM")
        .getAttribute("datetime"),
    ).toBe("2026-11-20T15:12:00Z");
    expect(
      within(log)
        .getByText(/We're shooting a diner scene/)
        .closest("li")
        ?.getAttribute("data-sender"),
    ).toBe("own");
  });

  it("marks where the unread messages start, once", () => {
    render(<MessageThread {...base} state={{ status: "ready", messages: sampleMessages }} onSend={vi.fn()} />);
    expect(screen.getAllByText("New messages")).toHaveLength(1);
    expect(screen.getByText("New messages").closest("li")?.textContent).toContain("The podium is out until Dec 8");
  });

  it("sends with Enter, adds a line with Shift+Enter, and clears the box once sent", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve());
    render(<Conversation onSend={onSend} />);
    await user.type(box(), "Dec 8 works.{Shift>}{Enter}{/Shift}Please hold it.");
    expect(box().value).toBe("Dec 8 works.\nPlease hold it.");
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Dec 8 works.\nPlease hold it.");
    expect(box().value).toBe("");
    expect(within(screen.getByRole("log")).getByText(/Please hold it/)).toBeTruthy();
  });

  it("does not send an empty message", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve());
    render(<Conversation onSend={onSend} />);
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("aria-disabled")).toBe("true");
    await user.type(box(), "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps the draft and shows an error when sending fails", async () => {
    const user = userEvent.setup();
    render(<Conversation onSend={() => Promise.reject(new Error("unavailable"))} />);
    await user.type(box(), "Can you deliver to Queens?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Your message was not sent. It is still in the box: try again.");
    expect(box().value).toBe("Can you deliver to Queens?");
    await user.type(box(), "!");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("counts characters up to the limit", async () => {
    const user = userEvent.setup();
    render(<MessageThread {...base} maxLength={20} state={{ status: "ready", messages: [] }} onSend={vi.fn()} />);
    expect(box().getAttribute("aria-describedby")).toContain(screen.getByText("0 of 20 characters").id);
    await user.type(box(), "Twenty-five characters!!!");
    expect(box().value).toHaveLength(20);
    expect(screen.getByText("20 of 20 characters")).toBeTruthy();
  });

  it("shows empty, loading and error states", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<MessageThread {...base} state={{ status: "ready", messages: [] }} onSend={vi.fn()} />);
    expect(
      within(screen.getByRole("log")).getByText("No messages yet: ask the vendor anything about a rental"),
    ).toBeTruthy();
    rerender(<MessageThread {...base} state={{ status: "loading" }} onSend={vi.fn()} />);
    expect(screen.getByRole("status", { name: "Loading messages" })).toBeTruthy();
    rerender(<MessageThread {...base} state={{ status: "error", onRetry }} onSend={vi.fn()} />);
    await userEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("can be closed to new messages", () => {
    render(<MessageThread {...base} disabled state={{ status: "ready", messages: sampleMessages }} onSend={vi.fn()} />);
    expect(box().disabled).toBe(true);
  });
});
