import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TileGrid } from "./index.js";

const picture = { url: "/catalogue/images/BPH-1.svg", width: 800, height: 600 };

describe("TileGrid", () => {
  it("makes each tile one link named by its title, with its count and description", () => {
    render(
      <TileGrid
        tiles={[
          { title: "Cameras", href: "/rentals/cameras", count: 212, description: "Film bodies", picture },
          { title: "Expendables", href: "/rentals/expendables" },
        ]}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Cameras", "/rentals/cameras"],
      ["Expendables", "/rentals/expendables"],
    ]);
    const cameras = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(within(cameras).getByText("212 props")).toBeTruthy();
    expect(within(cameras).getByText("Film bodies")).toBeTruthy();
  });

  it("shows pictures as decoration (the title names the link) and loads the first row's at once", () => {
    const { container } = render(
      <TileGrid
        priorityCount={1}
        tiles={[
          { title: "Cameras", href: "/a", picture },
          { title: "Bodies", href: "/b", picture },
        ]}
      />,
    );
    const [first, second] = [...container.querySelectorAll("img")];
    expect(first?.getAttribute("alt")).toBe("");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("loading")).toBeNull();
    expect(second?.getAttribute("loading")).toBe("lazy");
  });

  it("puts the title's initial where a tile has no picture, hidden from screen readers", () => {
    const { container } = render(<TileGrid tiles={[{ title: "Greens", href: "/rentals/greenery" }]} />);
    expect(container.querySelector("img")).toBeNull();
    const initial = screen.getByText("G");
    expect(initial.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("writes counts in the tenant's locale, so the prerendered page and the browser agree", () => {
    render(
      <TileGrid
        locale="de"
        tiles={[
          { title: "Kameras", href: "/k", count: 1204 },
          { title: "Eins", href: "/e", count: 1 },
        ]}
      />,
    );
    expect(screen.getByText("1.204 props")).toBeTruthy();
    expect(screen.getByText("1 prop")).toBeTruthy();
  });

  it("offers wide tiles for services", () => {
    const { container } = render(<TileGrid size="wide" tiles={[{ title: "Fabrication", href: "/f", picture }]} />);
    expect(container.querySelector("ul")?.dataset.size).toBe("wide");
    expect(container.querySelector("ul")?.dataset.scroll).toBe("false");
  });

  it("can scroll sideways on phones, for tiles above a page's main content", () => {
    const { container } = render(<TileGrid scroll tiles={[{ title: "Film Cameras", href: "/f", picture }]} />);
    expect(container.querySelector("ul")?.dataset.scroll).toBe("true");
  });
});
