import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Hero } from "./index.js";

describe("Hero", () => {
  it("is the page's heading, with its lead, picture and at most two actions, the first the main one", () => {
    const { container } = render(
      <Hero
        title="Props for New York productions"
        lead="One loading dock for the rentals, the builds and the print work."
        image={{ url: "/tenant/assets/hero.svg", alt: "Props on shelves", width: 1600, height: 640 }}
        actions={[
          { label: "Browse the catalogue", href: "/categories" },
          { label: "Request a Quote", href: "/pages/request-a-quote" },
          { label: "A third", href: "/x" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Props for New York productions" })).toBeTruthy();
    expect(screen.getByText(/One loading dock/)).toBeTruthy();
    const image = screen.getByRole("img", { name: "Props on shelves" });
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "640"]);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Browse the catalogue", "Request a Quote"]);
    expect(links[0]?.className).not.toBe(links[1]?.className);
    expect(container.querySelector("header")?.dataset.image).toBe("true");
  });

  it("stands on the brand colour without a picture", () => {
    const { container } = render(<Hero title="Harbour Scenic" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("header")?.dataset.image).toBe("false");
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
