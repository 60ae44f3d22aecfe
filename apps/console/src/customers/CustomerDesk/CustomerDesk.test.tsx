import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CustomerDesk, type CustomerDeskProps } from "./index.js";
import { sampleCustomers } from "./sample-customers.js";

const base: CustomerDeskProps = {
  standing: "awaiting",
  onStandingChange: () => undefined,
  search: "",
  onSearchChange: () => undefined,
  state: { status: "ready", rows: sampleCustomers, hasMore: false },
  onLoadMore: () => undefined,
  hrefOf: (id) => `/customers/${id}`,
  settings: { locale: "en" },
  timeZone: "America/New_York",
};

describe("CustomerDesk", () => {
  it("lists customers with a link each, their email, studio and production, and when they joined", () => {
    render(<CustomerDesk {...base} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("link", { name: "Dana Reyes" }).getAttribute("href")).toBe("/customers/u1");
    expect(rows[0]?.textContent).toContain("dana@astoria.example");
    expect(rows[0]?.textContent).toContain("Kaufman AstoriaThe Night Diner");
    expect(rows[0]?.textContent).toContain("Nov 20, 2026");
    expect(rows[0]?.textContent).toContain("Nov 23, 2026");
  });

  it("says under each address whether it is verified, when the console knows", () => {
    const rows = sampleCustomers.map((row, index) => ({ ...row, emailVerified: index === 0 }));
    render(<CustomerDesk {...base} state={{ status: "ready", rows, hasMore: false }} />);
    const [dana, morgan] = screen.getAllByRole("row").slice(1);
    expect(dana?.textContent).toContain("dana@astoria.exampleVerified");
    expect(morgan?.textContent).toContain("morgan.lee@silvercup.exampleNot verified");
  });

  it("shows which standing is chosen, and says when staff pick another or type a search", async () => {
    const user = userEvent.setup();
    const onStandingChange = vi.fn();
    const onSearchChange = vi.fn();
    render(<CustomerDesk {...base} onStandingChange={onStandingChange} onSearchChange={onSearchChange} />);
    const group = screen.getByRole("group", { name: "Customers by standing" });
    expect(within(group).getByRole("button", { name: "Awaiting approval" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(group).getByRole("button", { name: "Denied" }));
    expect(onStandingChange).toHaveBeenCalledWith("denied");
    await user.type(screen.getByRole("searchbox", { name: "Find a customer" }), "d");
    expect(onSearchChange).toHaveBeenCalledWith("d");
  });

  it("says when no one awaits approval, when a search matches no one, and when loading failed", async () => {
    const user = userEvent.setup();
    const empty = { status: "ready", rows: [], hasMore: false } as const;
    const { rerender } = render(<CustomerDesk {...base} state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No one is awaiting approval.");
    rerender(<CustomerDesk {...base} standing="denied" state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No denied customers.");
    rerender(<CustomerDesk {...base} search=" zed " state={empty} />);
    expect(screen.getByRole("status").textContent).toBe("No customers with this standing match “zed”.");
    const onRetry = vi.fn();
    rerender(<CustomerDesk {...base} state={{ status: "error", onRetry }} />);
    expect(screen.getByRole("alert").textContent).toContain("The customers could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
