import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SearchFacets } from "@backlot/search";
import { FacetPanel } from "./FacetPanel.js";

const facets: SearchFacets = {
  vendors: [],
  tags: [],
  colors: [{ value: "Black", count: 3, selected: false }],
  priceBins: [],
  custom: {},
};
const renderPanel = (activeCount: number) =>
  render(
    <FacetPanel
      facets={facets}
      hierarchy={[]}
      filters={{}}
      onFilters={() => undefined}
      onPath={() => undefined}
      activeCount={activeCount}
    />,
  );

describe("FacetPanel", () => {
  it("starts folded behind its button (narrow screens show only the button), and opens and folds again", async () => {
    renderPanel(0);
    const toggle = screen.getByRole("button", { name: "Filters" });
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(body?.dataset.open).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(body?.dataset.open).toBe("true");
    // The lists are an island: rendered in the browser (no prerendered markup here), they come with their code.
    expect(await screen.findByText("Colour")).toBeTruthy();
    fireEvent.click(toggle);
    expect(body?.dataset.open).toBe("false");
  });

  it("says on its button how many filters are on", () => {
    renderPanel(2);
    expect(screen.getByRole("button", { name: "Filters (2 on)" })).toBeTruthy();
  });
});
