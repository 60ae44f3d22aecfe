import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InboxList, type InboxListProps } from "./index.js";
import { sampleThreads } from "./sample-threads.js";

const base: InboxListProps = {
  state: { status: "ready", threads: sampleThreads, hasMore: false },
  hrefOf: (id) => `/inbox/${id}`,
  onLoadMore: () => undefined,
  settings: { locale: "en" },
  timeZone: "America/New_York",
};

describe("InboxList", () => {
  it("lists each conversation with its customer, unread count, last message and time", () => {
    render(<InboxList {...base} openId="u2" />);
    const links = within(screen.getByRole("navigation", { name: "Conversations" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/inbox/u1", "/inbox/u2"]);
    expect(links[0]?.textContent).toBe("Dana Reyes2 unreadCan we pick up on Saturday morning?Nov 23, 2026, 9:05 AM");
    expect(links[1]?.getAttribute("aria-current")).toBe("page");
    expect(links[1]?.textContent).not.toContain("unread");
  });

  it("says when there is nothing yet, loads, fails with a retry, and pages on", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    const { rerender } = render(<InboxList {...base} state={{ status: "ready", threads: [], hasMore: false }} />);
    expect(screen.getByText(/No messages yet/)).toBeTruthy();
    rerender(<InboxList {...base} state={{ status: "error", onRetry }} />);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <InboxList
        {...base}
        onLoadMore={onLoadMore}
        state={{ status: "ready", threads: sampleThreads, hasMore: true }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});
