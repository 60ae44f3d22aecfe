import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { offeredFiles, sampleCatalogueImage } from "../testing/sample-responsive-image.js";
import { PropCard, type PropCardProps, PropCardSkeleton, isNewProp } from "./index.js";

const now = new Date("2026-11-22T12:00:00Z");
const props: PropCardProps = {
  prop: {
    id: "BPH-10432",
    name: "Chrome Diner Stool",
    weeklyRate: 4500,
    quantity: 6,
    createdAt: "2026-11-10T09:00:00Z",
    images: [
      { url: "/catalogue/images/BPH-10432.svg", alt: "Chrome diner stool with red seat", width: 800, height: 600 },
    ],
  },
  settings: { currency: "USD", locale: "en", newWeekCount: 3, hideQtyIfEq1: true },
  href: "/props/BPH-10432",
  isFavorite: false,
  now,
};

describe("PropCard", () => {
  it("shows the photo, the name as a link, and the weekly price in the tenant's currency", () => {
    render(<PropCard {...props} />);
    const card = screen.getByRole("article", { name: "Chrome Diner Stool" });
    expect(card).toBeTruthy();
    expect(screen.getByRole("img", { name: "Chrome diner stool with red seat" }).getAttribute("width")).toBe("800");
    expect(screen.getByRole("link", { name: "Chrome Diner Stool" }).getAttribute("href")).toBe("/props/BPH-10432");
    expect(card.textContent).toContain("$45.00 per week");
    expect(card.textContent).toContain("6 in stock");
  });

  it("shows New for newWeekCount weeks after the prop was added", () => {
    const { rerender } = render(<PropCard {...props} />);
    expect(screen.getByText("New")).toBeTruthy();
    rerender(<PropCard {...props} prop={{ ...props.prop, createdAt: "2026-10-01T09:00:00Z" }} />);
    expect(screen.queryByText("New")).toBeNull();
    expect(isNewProp("2026-11-01T12:00:01Z", 3, now)).toBe(true);
    expect(isNewProp("2026-11-01T12:00:00Z", 3, now)).toBe(false);
  });

  it("hides a quantity of one when the tenant asks, and shows it otherwise", () => {
    const { rerender } = render(<PropCard {...props} prop={{ ...props.prop, quantity: 1 }} />);
    expect(screen.queryByText(/in stock/)).toBeNull();
    rerender(
      <PropCard
        {...props}
        prop={{ ...props.prop, quantity: 1 }}
        settings={{ ...props.settings, hideQtyIfEq1: false }}
      />,
    );
    expect(screen.getByText("1 in stock")).toBeTruthy();
  });

  it("toggles the favourite with a pressed button named for the prop", async () => {
    const onToggleFavorite = vi.fn();
    const { rerender } = render(<PropCard {...props} onToggleFavorite={onToggleFavorite} />);
    const add = screen.getByRole("button", { name: "Add Chrome Diner Stool to favourites" });
    expect(add.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(add);
    expect(onToggleFavorite).toHaveBeenCalledExactlyOnceWith("BPH-10432");
    rerender(<PropCard {...props} isFavorite onToggleFavorite={onToggleFavorite} />);
    expect(
      screen.getByRole("button", { name: "Remove Chrome Diner Stool from favourites" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("offers a quick add to set list, named for the prop, only when the app handles it", async () => {
    const onAddToSetList = vi.fn();
    const { rerender } = render(<PropCard {...props} />);
    expect(screen.queryByRole("button", { name: /set list/ })).toBeNull();
    rerender(<PropCard {...props} onAddToSetList={onAddToSetList} />);
    const button = screen.getByRole("button", { name: "Add Chrome Diner Stool to a set list" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    await userEvent.click(button);
    expect(onAddToSetList).toHaveBeenCalledExactlyOnceWith(props.prop);
  });

  it("prices a zero-decimal currency in whole yen", () => {
    render(<PropCard {...props} settings={{ ...props.settings, currency: "JPY" }} />);
    expect(screen.getByText("¥4,500")).toBeTruthy();
  });

  it("shows what is free for the visitor's dates in place of the stock count", async () => {
    const { rerender } = render(<PropCard {...props} availability={{ stock: 6, available: 6, bookedUntil: null }} />);
    const card = screen.getByRole("article", { name: "Chrome Diner Stool" });
    expect(card.textContent).not.toContain("in stock");
    // The note's code comes with the first card that has dates; the card says it is checking meanwhile.
    expect((await screen.findByText("available")).dataset.tone).toBe("free");
    rerender(<PropCard {...props} availability={{ stock: 6, available: 2, bookedUntil: null }} />);
    expect(screen.getByText("2 of 6 available").dataset.tone).toBe("some");
    rerender(<PropCard {...props} availability={{ stock: 6, available: 0, bookedUntil: "2026-12-14" }} />);
    expect(screen.getByText("booked until Dec 14").dataset.tone).toBe("none");
    rerender(<PropCard {...props} availability="loading" />);
    expect(screen.getByText("Checking availability…")).toBeTruthy();
  });

  it("shows availability for a single item even when its quantity is hidden, in the tenant's words", async () => {
    render(
      <PropCard
        {...props}
        prop={{ ...props.prop, quantity: 1 }}
        availability="error"
        labels={{ availability: { error: "Could not check the dates" } }}
      />,
    );
    expect(await screen.findByText("Could not check the dates")).toBeTruthy();
  });

  it("offers its photo's formats and widths at the card's width in PropGrid", () => {
    const image = { ...sampleCatalogueImage("BPH-10432-1"), alt: "Chrome diner stool with red seat" };
    const prop = { ...props.prop, images: [image] };
    const gridSizes = "(min-width: 40rem) 338px, 50vw";
    const { rerender } = render(<PropCard {...props} prop={prop} />);
    const offered = () => offeredFiles(screen.getByRole("img", { name: "Chrome diner stool with red seat" }));
    expect(offered()).toEqual({
      inPicture: true,
      sources: [
        { type: "image/avif", srcSet: image.sources?.[0]?.srcSet, sizes: `auto, ${gridSizes}` },
        { type: "image/webp", srcSet: image.sources?.[1]?.srcSet, sizes: `auto, ${gridSizes}` },
      ],
      srcSet: image.srcSet,
      sizes: `auto, ${gridSizes}`,
    });
    // A first card loads at once, before the browser could measure it for "auto".
    rerender(<PropCard {...props} prop={prop} priority />);
    expect(offered().sizes).toBe(gridSizes);
    rerender(<PropCard {...props} prop={prop} priority imageSizes="300px" />);
    expect(offered().sources[0]?.sizes).toBe("300px");
  });

  it("shows a photo without resized copies (an SVG) as a plain <img>", () => {
    render(<PropCard {...props} />);
    expect(offeredFiles(screen.getByRole("img", { name: "Chrome diner stool with red seat" }))).toEqual({
      inPicture: false,
      sources: [],
      srcSet: null,
      sizes: null,
    });
  });

  it("has a skeleton for loading", () => {
    render(<PropCardSkeleton label="Loading props" />);
    expect(screen.getByRole("status", { name: "Loading props" }).getAttribute("aria-busy")).toBe("true");
  });
});
