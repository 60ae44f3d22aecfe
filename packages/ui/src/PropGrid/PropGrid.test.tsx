import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PropGrid, type PropGridProps } from "./index.js";
import { sampleCardSettings, sampleProps } from "./sample-props.js";

const base: PropGridProps = {
  props: sampleProps(4),
  total: 10,
  status: "ready",
  onLoadMore: () => undefined,
  settings: sampleCardSettings,
  hrefOf: (prop) => `/props/${prop.id}`,
};

describe("PropGrid", () => {
  it("shows a card per prop and loads more on request, moving focus to the first new card", async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<PropGrid {...base} onLoadMore={onLoadMore} />);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Show more props (4 of 10 shown)" }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<PropGrid {...base} onLoadMore={onLoadMore} status="loading" />);
    expect(screen.getByRole("list").getAttribute("aria-busy")).toBe("true");
    // The button stays (focus is not dropped) but does nothing until the page arrives.
    const busy = screen.getByRole("button", { name: "Loading more props…" });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(busy);
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<PropGrid {...base} onLoadMore={onLoadMore} props={sampleProps(8)} />);
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Neon OPEN Sign 5" }).closest("a"));
  });

  it("loads the first two pictures at once and first, and the rest as they near the screen", () => {
    render(<PropGrid {...base} />);
    const images = screen.getAllByRole("article").map((card) => card.querySelector("img"));
    expect(images.map((image) => [image?.getAttribute("loading"), image?.getAttribute("fetchpriority")])).toEqual([
      [null, "high"],
      [null, "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
  });

  it("shows skeletons for the first page, and no button once everything is shown", () => {
    const { rerender } = render(<PropGrid {...base} props={[]} status="loading" skeletonCount={6} />);
    expect(screen.getByRole("list").querySelectorAll("li")).toHaveLength(6);
    expect(screen.getByRole("status", { name: "Loading props" })).toBeTruthy();
    rerender(<PropGrid {...base} props={sampleProps(10)} />);
    expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull();
  });

  it("says when nothing matches, and offers to clear the filters", async () => {
    const onClearFilters = vi.fn();
    render(<PropGrid {...base} props={[]} total={0} onClearFilters={onClearFilters} />);
    const message = screen.getByRole("status");
    expect(within(message).getByText("No props match your search.")).toBeTruthy();
    await userEvent.click(within(message).getByRole("button", { name: "Clear all filters" }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it("keeps the loaded cards when a page fails, and retries", async () => {
    const onLoadMore = vi.fn();
    render(<PropGrid {...base} status="error" onLoadMore={onLoadMore} />);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("could not be loaded");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
