import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MapEmbed } from "./index.js";

const src = "https://www.openstreetmap.org/export/embed.html?bbox=-74.0045%2C40.7557%2C-73.9945%2C40.7617&layer=mapnik";

describe("MapEmbed", () => {
  it("fetches nothing from the map provider until asked, but always offers the address and directions", async () => {
    const { container } = render(
      <MapEmbed src={src} place="Bowery Prop House" address="550 West 38th Street, New York, NY 10018" />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText("550 West 38th Street, New York, NY 10018")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get directions" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=550%20West%2038th%20Street%2C%20New%20York%2C%20NY%2010018",
    );
    await userEvent.click(screen.getByRole("button", { name: "Show map" }));
    const map = screen.getByTitle("Map of Bowery Prop House");
    expect(map.getAttribute("src")).toBe(src);
    expect(screen.queryByRole("button", { name: "Show map" })).toBeNull();
  });
});
