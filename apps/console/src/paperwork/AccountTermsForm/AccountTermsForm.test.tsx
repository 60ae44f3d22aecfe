import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AccountTermsForm } from "./index.js";

const settings = { locale: "en-US", currency: "USD" };

describe("AccountTermsForm", () => {
  it("sends the terms trimmed and the limit in cents, then says what was granted and clears", async () => {
    const user = userEvent.setup();
    const onGrant = vi.fn().mockResolvedValue(undefined);
    render(<AccountTermsForm onGrant={onGrant} settings={settings} />);
    await user.type(screen.getByRole("textbox", { name: /^Terms/ }), " Net 30 ");
    await user.type(screen.getByRole("textbox", { name: /Credit limit \(USD\)/ }), "$25,000.50");
    await user.click(screen.getByRole("button", { name: "Put the account on terms" }));
    expect(onGrant).toHaveBeenCalledWith("Net 30", 2_500_050);
    expect((await screen.findByRole("status")).textContent).toBe("The account is on Net 30 terms, up to $25,000.50.");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /^Terms/ }).value).toBe("");
  });

  it("refuses missing terms and a limit that is not an amount, focusing the first, sending nothing", async () => {
    const user = userEvent.setup();
    const onGrant = vi.fn();
    render(<AccountTermsForm onGrant={onGrant} settings={settings} />);
    const limit = screen.getByRole("textbox", { name: /Credit limit/ });
    for (const typed of ["", "lots", "0", "12.345", "100,000,001"]) {
      await user.clear(limit);
      if (typed) await user.type(limit, typed);
      await user.click(screen.getByRole("button", { name: "Put the account on terms" }));
      expect(limit.getAttribute("aria-invalid"), typed).toBe("true");
    }
    const terms = screen.getByRole("textbox", { name: /^Terms/ });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(terms);
    expect(onGrant).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onGrant = vi.fn().mockRejectedValue(new Error("No customer dana at bowery"));
    render(<AccountTermsForm onGrant={onGrant} settings={settings} />);
    await user.type(screen.getByRole("textbox", { name: /^Terms/ }), "Net 30");
    await user.type(screen.getByRole("textbox", { name: /Credit limit/ }), "25000");
    await user.click(screen.getByRole("button", { name: "Put the account on terms" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No customer dana at bowery");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Credit limit/ }).value).toBe("25000");
  });
});
