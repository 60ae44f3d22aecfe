import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInAs, type SignInAsProps } from "./index.js";

const base: SignInAsProps = {
  customerName: "Dana Reyes",
  onStart: () => Promise.resolve("https://props.example/auth/impersonate#token=t"),
  trail: { status: "ready", entries: [] },
  settings: { locale: "en" },
  timeZone: "America/New_York",
};

/** A stand-in for the tab window.open makes: it records where it was sent and whether it was closed. */
function fakeTab() {
  const tab = { opener: {} as unknown, closed: false, location: { href: "" }, close: vi.fn() };
  tab.close.mockImplementation(() => {
    tab.closed = true;
  });
  return tab;
}

afterEach(() => vi.restoreAllMocks());

describe("SignInAs", () => {
  it("asks for a reason before anything opens", async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const open = vi.spyOn(window, "open");
    render(<SignInAs {...base} onStart={onStart} />);
    await user.click(screen.getByRole("button", { name: "Sign in as Dana Reyes" }));
    const reason = screen.getByRole("textbox", { name: /Why/ });
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute("maxlength")).toBe("200");
    expect(onStart).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("opens a tab at the press, sends it to the storefront once the server answers, and says so", async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const onStart = vi.fn().mockResolvedValue("https://props.example/auth/impersonate#token=t");
    render(<SignInAs {...base} onStart={onStart} />);
    await user.type(screen.getByRole("textbox", { name: /Why/ }), "  Cannot find the set list ");
    await user.click(screen.getByRole("button", { name: "Sign in as Dana Reyes" }));
    expect(onStart).toHaveBeenCalledWith("Cannot find the set list");
    expect(await screen.findByText("The storefront is open in a new tab, signed in as Dana Reyes.")).toBeTruthy();
    expect(tab.location.href).toBe("https://props.example/auth/impersonate#token=t");
    expect(tab.opener).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Why/ }).value).toBe("");
  });

  it("offers a link when the browser blocked the tab", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    render(<SignInAs {...base} />);
    await user.type(screen.getByRole("textbox", { name: /Why/ }), "Checking an order");
    await user.click(screen.getByRole("button", { name: "Sign in as Dana Reyes" }));
    const link = await screen.findByRole("link", { name: "Open the storefront as Dana Reyes" });
    expect(link.getAttribute("href")).toBe("https://props.example/auth/impersonate#token=t");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("closes the tab and shows the server's message when it refuses; the reason stays", async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const onStart = vi.fn().mockRejectedValue(new Error("Staff accounts cannot be impersonated"));
    render(<SignInAs {...base} onStart={onStart} />);
    await user.type(screen.getByRole("textbox", { name: /Why/ }), "Checking");
    await user.click(screen.getByRole("button", { name: "Sign in as Dana Reyes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Staff accounts cannot be impersonated");
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Why/ }).value).toBe("Checking");
  });

  it("shows the audit trail newest first as given, with who, why and how it ended", async () => {
    const user = userEvent.setup();
    const entries = [
      { id: "a2", at: "2026-11-23T15:20:00Z", staff: "sam@bowery.example", reason: "Set list", outcome: "signedIn" },
      {
        id: "a1",
        at: "2026-11-21T10:02:00Z",
        staff: "ali@bowery.example",
        reason: "Order page",
        outcome: "failed",
        error: "No signer",
      },
    ] as const;
    const { rerender } = render(<SignInAs {...base} trail={{ status: "ready", entries }} />);
    const rows = within(screen.getByRole("table", { name: "Audit trail" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Nov 23, 2026, 10:20 AMsam@bowery.exampleSet listSigned in",
      "Nov 21, 2026, 5:02 AMali@bowery.exampleOrder pageFailed: No signer",
    ]);
    const onRetry = vi.fn();
    rerender(<SignInAs {...base} trail={{ status: "error", onRetry }} />);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<SignInAs {...base} />);
    expect(screen.getByText("No one has signed in as this customer.")).toBeTruthy();
  });
});
