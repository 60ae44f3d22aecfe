import { describe, expect, it } from "vitest";
import { visibleLinks } from "./visible-links.js";

const header = [
  {
    label: "Portfolio",
    href: "/pages/portfolio/all-projects",
    children: [{ label: "Film & Television", href: "/pages/portfolio/film-and-television" }],
  },
  { label: "Request a Quote", href: "/pages/request-a-quote", auth: false },
  { label: "Log In", href: "/auth/login", auth: false },
  { label: "Favorites", href: "/account/favorites", auth: true },
  {
    label: "My Account",
    href: "/account",
    auth: true,
    children: [{ label: "Orders", href: "/account/orders", auth: true }],
  },
  { label: "About", href: "/pages/about-us", children: [{ label: "Staff login", href: "/auth/login", auth: false }] },
];

describe("visibleLinks", () => {
  it("shows logged-out visitors the unflagged and false-flagged links, Request a Quote included", () => {
    expect(visibleLinks(header, false).map((link) => link.label)).toEqual([
      "Portfolio",
      "Request a Quote",
      "Log In",
      "About",
    ]);
  });

  it("shows logged-in users the unflagged and true-flagged links", () => {
    const shown = visibleLinks(header, true);
    expect(shown.map((link) => link.label)).toEqual(["Portfolio", "Favorites", "My Account", "About"]);
    expect(shown.find((link) => link.label === "My Account")?.children?.map((link) => link.label)).toEqual(["Orders"]);
    // A menu whose children are all hidden keeps its own link, without a submenu.
    expect(shown.find((link) => link.label === "About")).toEqual({ label: "About", href: "/pages/about-us" });
  });
});
