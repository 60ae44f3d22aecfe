import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CustomerCard, type CustomerCardCustomer, type CustomerCardProps } from "./index.js";

const dana: CustomerCardCustomer = {
  name: "Dana Reyes",
  email: "dana@astoria.example",
  phone: "",
  studio: "Kaufman Astoria",
  production: "The Night Diner",
  title: "",
  joinedAt: "2026-11-20T14:05:00Z",
  lastSignInAt: "2026-11-23T13:40:00Z",
  standing: "awaiting",
};
const base: CustomerCardProps = {
  customer: dana,
  onDecide: () => Promise.resolve(),
  settings: { locale: "en" },
  timeZone: "America/New_York",
};
const never = () => new Promise<void>(() => undefined);

describe("CustomerCard", () => {
  it("says who the customer is, what they did not give, and where they stand", () => {
    render(<CustomerCard {...base} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dana Reyes");
    expect(screen.getByRole("link", { name: "dana@astoria.example" }).getAttribute("href")).toBe(
      "mailto:dana@astoria.example",
    );
    const facts = document.querySelector("dl") as HTMLElement;
    expect(facts.textContent).toContain("PhoneNot given");
    expect(facts.textContent).toContain("StudioKaufman Astoria");
    expect(facts.textContent).toContain("JoinedNov 20, 2026, 9:05");
    expect(screen.getByText("Awaiting approval")).toBeTruthy();
    expect(screen.getByText(/cannot place orders until you approve them/)).toBeTruthy();
  });

  it("approves in one press, busy while it runs, and once however often it is pressed", async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn(never);
    render(<CustomerCard {...base} onDecide={onDecide} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const busy = screen.getByRole("button", { name: "Approving…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await user.click(busy);
    expect(onDecide).toHaveBeenCalledTimes(1);
    expect(onDecide).toHaveBeenCalledWith(true);
  });

  it("asks before denying, with focus on the question's button; Escape keeps the account as it is", async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn().mockResolvedValue(undefined);
    render(<CustomerCard {...base} onDecide={onDecide} />);
    await user.click(screen.getByRole("button", { name: "Deny" }));
    const question = screen.getByRole("group", { name: "Deny Dana Reyes?" });
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Deny the account" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Deny Dana Reyes?" })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Deny" })));
    expect(onDecide).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Deny the account" }));
    expect(onDecide).toHaveBeenCalledWith(false);
  });

  it("offers what changes the standing: deny an approved customer, approve a denied one", () => {
    const { rerender } = render(<CustomerCard {...base} customer={{ ...dana, standing: "approved" }} />);
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.getByRole("button", { name: "Deny" })).toBeTruthy();
    rerender(<CustomerCard {...base} customer={{ ...dana, standing: "denied" }} />);
    expect(screen.getByRole("button", { name: "Approve" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Deny" })).toBeNull();
  });

  it("says whether the address is verified, when the app knows", () => {
    const { rerender } = render(<CustomerCard {...base} />);
    expect(screen.queryByText("Email verified")).toBeNull();
    rerender(<CustomerCard {...base} customer={{ ...dana, emailVerified: false }} />);
    const facts = document.querySelector("dl") as HTMLElement;
    expect(facts.textContent).toContain("Email verifiedNo: nothing shows the address is theirs");
    rerender(<CustomerCard {...base} customer={{ ...dana, emailVerified: true }} />);
    expect(facts.textContent).toContain("Email verifiedYes");
  });

  it("asks the app before approving when it wants to: no keeps the standing, yes approves", async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn().mockResolvedValue(undefined);
    let answer: (go: boolean) => void = () => undefined;
    const confirmApproval = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<CustomerCard {...base} onDecide={onDecide} confirmApproval={confirmApproval} />);
    const approve = screen.getByRole("button", { name: "Approve" });
    await user.click(approve);
    await user.click(approve);
    expect(confirmApproval).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.waitFor(() => expect(approve.getAttribute("aria-busy")).toBe("false"));
    expect(onDecide).not.toHaveBeenCalled();
    await user.click(approve);
    answer(true);
    await vi.waitFor(() => expect(onDecide).toHaveBeenCalledWith(true));
    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.click(screen.getByRole("button", { name: "Deny the account" }));
    expect(confirmApproval).toHaveBeenCalledTimes(2);
    expect(onDecide).toHaveBeenLastCalledWith(false);
  });

  it("shows the app's message when a decision fails, and lets staff try again", async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn().mockRejectedValueOnce(new Error("No customer u1 at bowery")).mockResolvedValue(undefined);
    render(<CustomerCard {...base} onDecide={onDecide} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No customer u1 at bowery");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onDecide).toHaveBeenCalledTimes(2);
  });
});
