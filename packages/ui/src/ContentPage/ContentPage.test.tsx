import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentPage, ContentPageNotFound, ContentPageSkeleton } from "./index.js";

describe("ContentPage", () => {
  it("lays out breadcrumbs, the title, the lead, the hero, the body and the sidebar", () => {
    render(
      <ContentPage
        title="Welding & Metalwork"
        lead="Steel, aluminium and brass, built to hold up on set."
        hero={{ url: "/images/welding.jpg", alt: "A welder at work on a steel staircase", width: 1600, height: 686 }}
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Fabrication", href: "/pages/fabrication" },
        ]}
        sidebar={<p>Call (212) 555-0147</p>}
      >
        <p>From railings to rigged props.</p>
      </ContentPage>,
    );
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(trail)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/pages/fabrication"]);
    expect(within(trail).getByText("Welding & Metalwork").getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("heading", { level: 1, name: "Welding & Metalwork" })).toBeTruthy();
    expect(screen.getByText("Steel, aluminium and brass, built to hold up on set.")).toBeTruthy();
    const hero = screen.getByRole("img", { name: "A welder at work on a steel staircase" });
    expect([hero.getAttribute("width"), hero.getAttribute("height")]).toEqual(["1600", "686"]);
    expect(screen.getByText("From railings to rigged props.")).toBeTruthy();
    expect(
      within(screen.getByRole("complementary", { name: "More information" })).getByText("Call (212) 555-0147"),
    ).toBeTruthy();
  });

  it("leaves out what it is not given", () => {
    render(
      <ContentPage title="Credits">
        <p>Selected film and television credits.</p>
      </ContentPage>,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("has a skeleton while loading and a not-found page with ways on", () => {
    const { unmount } = render(<ContentPageSkeleton />);
    expect(screen.getByRole("status", { name: "Loading page" }).getAttribute("aria-busy")).toBe("true");
    unmount();
    render(<ContentPageNotFound browseHref="/categories" />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Browse prop rentals" }).getAttribute("href")).toBe("/categories");
  });
});
