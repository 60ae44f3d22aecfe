import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PropDockFacts, type PropDockFactsProps } from "./index.js";

const base: Omit<PropDockFactsProps, "live"> = { propId: "BPH-10432", settings: { currency: "USD", locale: "en-US" } };
/** Each fact by its name, as the page lists them. */
const facts = () =>
  Object.fromEntries(
    screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("PropDockFacts", () => {
  it("shows where the prop is kept and what a lost one is charged, in the tenant's money", () => {
    render(
      <PropDockFacts
        {...base}
        live={{ status: "ready", value: { location: "Cage A / Shelf 2", replacementValue: 125050 } }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Warehouse" })).toBeTruthy();
    expect(facts()).toEqual({ Location: "Cage A / Shelf 2", "Replacement value": "$1,250.50" });
    expect(screen.getByText(/customers never see these/)).toBeTruthy();
  });

  it("says a fact is not given, for a prop without a document or with one fact", () => {
    const { rerender } = render(<PropDockFacts {...base} live={{ status: "ready", value: undefined }} />);
    expect(facts()).toEqual({ Location: "None given", "Replacement value": "None given" });
    rerender(<PropDockFacts {...base} live={{ status: "ready", value: { replacementValue: 0 } }} />);
    expect(facts()).toEqual({ Location: "None given", "Replacement value": "$0.00" });
  });

  it("says it is loading, and offers a retry when it could not be read", async () => {
    const retry = vi.fn();
    const { rerender } = render(<PropDockFacts {...base} live={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading the location and replacement value of BPH-10432…");
    rerender(<PropDockFacts {...base} live={{ status: "error", error: new Error("denied"), retry }} />);
    expect(screen.getByRole("alert").textContent).toContain(
      "the location and replacement value of BPH-10432 could not be loaded.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
