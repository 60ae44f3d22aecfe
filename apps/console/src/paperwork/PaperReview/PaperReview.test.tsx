import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PaperReview } from "./index.js";

describe("PaperReview", () => {
  it("accepts at a press, with no reason, and says nothing changed until the server answers", async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const onReview = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<PaperReview paperName="Certificate of insurance" onReview={onReview} />);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(onReview).toHaveBeenCalledWith("accept", "");
    const busy = screen.getByRole("button", { name: "Accepting…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    answer();
    expect(await screen.findByRole("button", { name: "Accept" })).toBeTruthy();
  });

  it("shows the server's refusal as it gave it", async () => {
    const user = userEvent.setup();
    const onReview = vi.fn().mockRejectedValue(new Error('Paper p1 is "accepted" already'));
    render(<PaperReview paperName="Tax exemption" onReview={onReview} />);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect((await screen.findByRole("alert")).textContent).toBe('Paper p1 is "accepted" already');
  });

  it("asks why before rejecting, in place with the cursor in the reason, and sends it trimmed", async () => {
    const user = userEvent.setup();
    const onReview = vi.fn().mockResolvedValue(undefined);
    render(<PaperReview paperName="Certificate of insurance" onReview={onReview} />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.getByText("Reject this certificate of insurance?")).toBeTruthy();
    const reason = screen.getByRole("textbox", { name: /Why, for the customer/ });
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute("maxlength")).toBe("500");
    await user.click(screen.getByRole("button", { name: "Reject it" }));
    expect(screen.getByRole("alert").textContent).toMatch(/Say why it is rejected/);
    expect(onReview).not.toHaveBeenCalled();
    await user.type(reason, "  It does not name the house as loss payee ");
    await user.click(screen.getByRole("button", { name: "Reject it" }));
    expect(onReview).toHaveBeenCalledWith("reject", "It does not name the house as loss payee");
  });

  it("goes back with Escape, focus on Reject, the reason kept", async () => {
    const user = userEvent.setup();
    render(<PaperReview paperName="Tax exemption" onReview={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await user.type(screen.getByRole("textbox", { name: /Why, for the customer/ }), "Expired");
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Reject" })));
    await user.keyboard("{Enter}");
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: /Why, for the customer/ }).value).toBe("Expired");
  });
});
