import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleInsurance, sampleTaxExemption } from "../sample-papers.js";
import { ReviewQueue, type ReviewQueueProps } from "./index.js";

const base: ReviewQueueProps = {
  state: {
    status: "ready",
    items: [
      { paper: sampleInsurance, customer: { name: "Dana Reyes", href: "/customers/dana" } },
      { paper: sampleTaxExemption, customer: { name: "Sam Okafor", href: "/customers/sam" } },
    ],
  },
  onReview: () => Promise.resolve(),
  settings: { locale: "en-US", currency: "USD" },
};

describe("ReviewQueue", () => {
  it("lists the papers in the order given, each with whose it is and a link to them", () => {
    render(<ReviewQueue {...base} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Paperwork to review (2 papers)");
    const cards = screen.getAllByRole("article");
    // Each card is named by what the paper is (the kit's PaperCard may add which one it is).
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/^Certificate of insurance/),
      expect.stringMatching(/^Tax exemption/),
    ]);
    const [first] = cards;
    if (!first) throw new Error("no card");
    expect(within(first).getByRole("link", { name: "Dana Reyes" }).getAttribute("href")).toBe("/customers/dana");
    expect(within(first).getByRole("button", { name: "Accept" })).toBeTruthy();
  });

  it("reviews the paper its buttons are under", async () => {
    const user = userEvent.setup();
    const onReview = vi.fn().mockResolvedValue(undefined);
    render(<ReviewQueue {...base} onReview={onReview} />);
    const second = screen.getAllByRole("article")[1];
    if (!second) throw new Error("no second card");
    await user.click(within(second).getByRole("button", { name: "Accept" }));
    expect(onReview).toHaveBeenCalledWith(sampleTaxExemption, "accept", "");
  });

  it("says when nothing awaits review, while it loads, and when it failed (with a retry)", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ReviewQueue {...base} state={{ status: "ready", items: [] }} />);
    expect(screen.getByRole("status").textContent).toBe("Nothing awaits review.");
    rerender(<ReviewQueue {...base} state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toMatch(/Loading/);
    const onRetry = vi.fn();
    rerender(<ReviewQueue {...base} state={{ status: "error", onRetry }} />);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("offers more when the page is full", async () => {
    const user = userEvent.setup();
    const onShowMore = vi.fn();
    const state = base.state.status === "ready" ? { ...base.state, hasMore: true } : base.state;
    render(<ReviewQueue {...base} state={state} onShowMore={onShowMore} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Paperwork to review (2+ papers)");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(onShowMore).toHaveBeenCalled();
  });
});
