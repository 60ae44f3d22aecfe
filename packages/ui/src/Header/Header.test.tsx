import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Header, type HeaderProps } from "./index.js";

const settings: HeaderProps["settings"] = {
  appTitle: "Bowery Prop House",
  headerLogo: { url: "assets/logo.svg", width: 188, height: 40 },
  searchPlaceholder: "Search 13 departments of props",
  header: [
    {
      label: "Portfolio",
      href: "/pages/portfolio/all-projects",
      children: [{ label: "Film & Television", href: "/pages/portfolio/film-and-television" }],
    },
    { label: "Prop Rentals", href: "/pages/prop-rentals" },
    { label: "Request a Quote", href: "/pages/request-a-quote", auth: false },
    { label: "Log In", href: "/auth/login", auth: false },
    { label: "Sign Up", href: "/auth/signup", auth: false },
    { label: "Favorites", href: "/account/favorites", auth: true },
    {
      label: "My Account",
      href: "/account",
      auth: true,
      children: [{ label: "Orders", href: "/account/orders", auth: true }],
    },
  ],
};

const nav = () => within(screen.getByRole("navigation", { name: "Main" }));

describe("Header", () => {
  it("shows logged-out visitors Request a Quote, Log In and Sign Up, and no account links", () => {
    render(<Header settings={settings} loggedIn={false} />);
    expect(nav().getByRole("link", { name: "Request a Quote" }).getAttribute("href")).toBe("/pages/request-a-quote");
    expect(nav().getByRole("link", { name: "Log In" })).toBeTruthy();
    expect(nav().queryByRole("link", { name: "Favorites" })).toBeNull();
    expect(nav().queryByRole("button", { name: "My Account" })).toBeNull();
  });

  it("shows logged-in users their account links, and not the logged-out ones", () => {
    render(<Header settings={settings} loggedIn />);
    expect(nav().getByRole("link", { name: "Favorites" })).toBeTruthy();
    expect(nav().getByRole("button", { name: "My Account" })).toBeTruthy();
    expect(nav().queryByRole("link", { name: "Request a Quote" })).toBeNull();
    expect(nav().queryByRole("link", { name: "Log In" })).toBeNull();
  });

  it("draws the logo at the tenant's size, linking home", () => {
    render(<Header settings={settings} loggedIn={false} assetUrl={(path) => `/tenant/${path}`} />);
    const logo = screen.getByRole("img", { name: "Bowery Prop House, home" });
    expect(logo.getAttribute("src")).toBe("/tenant/assets/logo.svg");
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["188", "40"]);
    expect(logo.closest("a")?.getAttribute("href")).toBe("/");
  });

  it("opens a submenu with the keyboard and closes it with Escape", async () => {
    const user = userEvent.setup();
    render(<Header settings={settings} loggedIn={false} />);
    const toggle = nav().getByRole("button", { name: "Portfolio" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav().getByRole("link", { name: "Film & Television" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav().queryByRole("link", { name: "Film & Television" })).toBeNull();
  });

  it("folds the navigation into a menu button that Escape closes, returning focus", async () => {
    const user = userEvent.setup();
    render(<Header settings={settings} loggedIn={false} />);
    const menu = screen.getByRole("button", { name: "Menu" });
    await user.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main" }).dataset.open).toBe("true");
    nav().getByRole("link", { name: "Prop Rentals" }).focus();
    await user.keyboard("{Escape}");
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menu);
  });

  it("searches for the trimmed text, and ignores an empty search", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Header settings={settings} loggedIn={false} onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search 13 departments of props" });
    await user.type(box, "   {Enter}");
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(box, " chrome stool {Enter}");
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("chrome stool");
  });

  it("opens the search box from its button (phones), focused; Escape closes it and returns to the button", async () => {
    const user = userEvent.setup();
    render(<Header settings={settings} loggedIn={false} />);
    const open = screen.getByRole("button", { name: "Open search" });
    const form = screen.getByRole("search");
    expect([open.getAttribute("aria-expanded"), open.getAttribute("aria-controls")]).toEqual(["false", form.id]);
    expect(form.dataset.open).toBe("false");
    await user.click(open);
    expect(form.dataset.open).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("searchbox"));
    await user.keyboard("{Escape}");
    expect(form.dataset.open).toBe("false");
    expect(document.activeElement).toBe(open);
  });

  it("sizes the search box to show the tenant's whole placeholder", () => {
    render(<Header settings={settings} loggedIn={false} />);
    expect(screen.getByRole("searchbox").getAttribute("size")).toBe(`${settings.searchPlaceholder.length + 2}`);
  });

  it("marks the current page's link", () => {
    render(<Header settings={settings} loggedIn={false} currentPath="/pages/prop-rentals" />);
    expect(nav().getByRole("link", { name: "Prop Rentals" }).getAttribute("aria-current")).toBe("page");
  });
});
