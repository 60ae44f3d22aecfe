import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CustomerProductions } from "./index.js";

const productionHref = (id: string) => `/productions/${id}`;

describe("CustomerProductions", () => {
  it("links to each production the customer belongs to, with their roles in it", () => {
    render(
      <CustomerProductions
        state={{
          status: "ready",
          memberships: [{ productionId: "p1", name: "The Night Diner", roles: ["coordinator", "buyer"] }],
        }}
        productionHref={productionHref}
      />,
    );
    expect(screen.getByRole("link", { name: "The Night Diner" }).getAttribute("href")).toBe("/productions/p1");
    expect(screen.getByRole("listitem").textContent).toBe("The Night Diner Buyer, Coordinator");
  });

  it("shows nothing while loading or for a customer in no production, and says when it failed", () => {
    const { container, rerender } = render(
      <CustomerProductions state={{ status: "loading" }} productionHref={productionHref} />,
    );
    expect(container.textContent).toBe("");
    rerender(<CustomerProductions state={{ status: "ready", memberships: [] }} productionHref={productionHref} />);
    expect(container.textContent).toBe("");
    rerender(<CustomerProductions state={{ status: "error", onRetry: vi.fn() }} productionHref={productionHref} />);
    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
  });
});
