// The storefront header: the tenant's logo, its navigation filtered by the links' auth flags
// (internal/visible-links.ts), and a search box in the same row. On small screens a menu button folds the navigation
// away and a search button opens the search box, so the header stays one short row on a phone.
import type { Link, TenantSettings } from "@backlot/tenant-config";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import { visibleLinks } from "../internal/visible-links.js";
import styles from "./Header.module.css";

export interface HeaderProps {
  settings: Pick<TenantSettings, "appTitle" | "headerLogo" | "header" | "searchPlaceholder">;
  /** Logged in with a real account (anonymous sessions count as logged out). */
  loggedIn: boolean;
  /** Turns an "assets/..." path into a URL the page can load. */
  assetUrl?: (path: string) => string;
  /** The current path, to mark the current page's link. */
  currentPath?: string;
  onSearch?: (text: string) => void;
  LinkComponent?: LinkComponent;
  labels?: { menu?: string; search?: string; searchButton?: string; openSearch?: string; home?: string };
}

export function Header({
  settings,
  loggedIn,
  assetUrl = (path) => `/${path}`,
  currentPath,
  onSearch,
  LinkComponent = PlainLink,
  labels = {},
}: HeaderProps) {
  const navId = useId();
  // The menu and the search box (phones) open one at a time: opening one closes the other.
  const [open, setOpen] = useState<"menu" | "search" | null>(null);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = `${navId}-search`;
  // Opened from its button (phones), the box takes the focus, as the button promised a place to type.
  useEffect(() => {
    if (open === "search") searchInput.current?.focus();
  }, [open]);

  const links = visibleLinks(settings.header, loggedIn);
  const logo = settings.headerLogo;
  const logoSrc = logo.url.startsWith("https://") ? logo.url : assetUrl(logo.url);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (openSubmenu) setOpenSubmenu(null);
    else if (open) {
      setOpen(null);
      (open === "menu" ? menuButton : searchButton).current?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("q");
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) return;
    setOpen(null);
    onSearch?.(text);
  };

  const renderLink = (link: Link) => (
    <LinkComponent
      href={link.href}
      className={styles.link}
      {...(currentPath === link.href ? { "aria-current": "page" as const } : {})}
    >
      {link.label}
    </LinkComponent>
  );

  return (
    <header className={styles.header} onKeyDown={closeOnEscape}>
      <LinkComponent href="/" className={styles.logo}>
        <img
          src={logoSrc}
          width={logo.width}
          height={logo.height}
          alt={logo.alt ?? `${settings.appTitle}, ${labels.home ?? "home"}`}
        />
      </LinkComponent>
      <button
        ref={searchButton}
        type="button"
        className={styles.searchToggle}
        aria-expanded={open === "search"}
        aria-controls={searchId}
        aria-label={labels.openSearch ?? "Open search"}
        onClick={() => setOpen(open === "search" ? null : "search")}
        // Its magnifying glass is drawn in CSS: the header is in every page's first load, where each byte counts.
      />
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-expanded={open === "menu"}
        aria-controls={navId}
        onClick={() => setOpen(open === "menu" ? null : "menu")}
      >
        {labels.menu ?? "Menu"}
      </button>
      <nav id={navId} className={styles.nav} data-open={open === "menu"} aria-label="Main">
        <ul className={styles.list}>
          {links.map((link) => {
            const submenuId = `${navId}-${link.href}`;
            return (
              <li key={`${link.label}${link.href}`} className={styles.item}>
                {link.children ? (
                  <>
                    <button
                      type="button"
                      className={styles.submenuToggle}
                      aria-expanded={openSubmenu === link.href}
                      aria-controls={submenuId}
                      onClick={() => setOpenSubmenu((open) => (open === link.href ? null : link.href))}
                    >
                      {link.label}
                    </button>
                    <ul id={submenuId} className={styles.submenu} hidden={openSubmenu !== link.href}>
                      <li>{renderLink(link)}</li>
                      {link.children.map((child) => (
                        <li key={`${child.label}${child.href}`}>{renderLink(child)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  renderLink(link)
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <form id={searchId} role="search" className={styles.search} data-open={open === "search"} onSubmit={submit}>
        <input
          ref={searchInput}
          type="search"
          name="q"
          className={styles.searchInput}
          aria-label={labels.search ?? settings.searchPlaceholder}
          placeholder={settings.searchPlaceholder}
          // Wide enough for the tenant's placeholder to show whole (a size is in average characters).
          size={settings.searchPlaceholder.length + 2}
        />
        <button type="submit" className={styles.link}>
          {labels.searchButton ?? "Search"}
        </button>
      </form>
    </header>
  );
}
