// The storefront header: the tenant's logo, its navigation filtered by the links' auth flags
// (internal/visible-links.ts), and a search box in the same row. On small screens a menu button folds the navigation
// away and a search button opens the search box, so the header stays one short row on a phone.
import type { Link, TenantSettings } from "@backlot/tenant-config";
import { type CSSProperties, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type LinkComponent, PlainLink } from "../internal/link.js";
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
  const [menuOpen, setMenuOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  // Opened from its button (phones), the box takes the focus, as the button promised a place to type.
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  const links = visibleLinks(settings.header, loggedIn);
  const logo = settings.headerLogo;
  const logoSrc = logo.url.startsWith("https://") ? logo.url : assetUrl(logo.url);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (openSubmenu) setOpenSubmenu(null);
    else if (searchOpen) {
      setSearchOpen(false);
      searchButton.current?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("q");
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) return;
    setSearchOpen(false);
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
        aria-expanded={searchOpen}
        aria-controls={searchId}
        aria-label={labels.openSearch ?? "Open search"}
        onClick={() => setSearchOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {labels.menu ?? "Menu"}
      </button>
      <nav id={navId} className={styles.nav} data-open={menuOpen} aria-label="Main">
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
      <form
        id={searchId}
        role="search"
        className={styles.search}
        data-open={searchOpen}
        onSubmit={submit}
        // Wide enough for the tenant's placeholder to show whole (ch is a digit's width; text runs narrower).
        style={{ "--placeholder-width": `${settings.searchPlaceholder.length}ch` } as CSSProperties}
      >
        <input
          ref={searchInput}
          type="search"
          name="q"
          className={styles.searchInput}
          aria-label={labels.search ?? settings.searchPlaceholder}
          placeholder={settings.searchPlaceholder}
        />
        <button type="submit" className={styles.link}>
          {labels.searchButton ?? "Search"}
        </button>
      </form>
    </header>
  );
}
