import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleAccountTerms, sampleInsurance, sampleRejected } from "../sample-papers.js";
import { CustomerPaperwork, type CustomerPaperworkProps } from "./index.js";

const base: CustomerPaperworkProps = {
  state: { status: "ready", papers: [sampleAccountTerms, sampleInsurance, sampleRejected] },
  onReview: () => Promise.resolve(),
  onGrantTerms: () => Promise.resolve(),
  settings: { locale: "en-US", currency: "USD" },
};

describe("CustomerPaperwork", () => {
  it("offers a review only on the paper that awaits one", async () => {
    const user = userEvent.setup();
    const onReview = vi.fn().mockResolvedValue(undefined);
    render(<CustomerPaperwork {...base} onReview={onReview} />);
    const section = screen.getByRole("region", { name: "Paperwork" });
    const cards = within(section).getAllByRole("article");
    expect(cards.map((card) => within(card).queryAllByRole("button", { name: "Accept" }).length)).toEqual([0, 1, 0]);
    expect(within(section).getByText(/Why it was rejected: It does not name Bowery Props/)).toBeTruthy();
    const [, sent] = cards;
    if (!sent) throw new Error("no sent paper's card");
    await user.click(within(sent).getByRole("button", { name: "Accept" }));
    expect(onReview).toHaveBeenCalledWith(sampleInsurance, "accept", "");
  });

  it("keeps the terms form whatever the papers' state", () => {
    const { rerender } = render(<CustomerPaperwork {...base} state={{ status: "ready", papers: [] }} />);
    expect(screen.getByText(/No paperwork on file/)).toBeTruthy();
    rerender(<CustomerPaperwork {...base} state={{ status: "error" }} />);
    expect(screen.getByRole("alert").textContent).toBe("Their paperwork could not be loaded.");
    expect(screen.getByRole("form", { name: "Put the account on terms" })).toBeTruthy();
  });
});
