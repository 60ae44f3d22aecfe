// Where the window scrolls when the page router shows a page: back and forward return to where the visitor was on
// it (kept for the tab's session, so a reload keeps it too), a link to an element's id goes to it, and any other
// move starts at the top, unless it asked to keep the place (`keepScroll`: a prop's variant chosen on its page).
import { useEffect, useLayoutEffect } from "react";
import { type Location, NavigationType } from "react-router";

/** `navigate(to, { state: keepScroll })`: the page stays where it is scrolled to. */
export const keepScroll = { keepScroll: true } as const;

const storageKey = "backlot-scroll-positions";

/** How a page came to be shown: "first" is the page the app started on (the browser has placed it). */
export type ShownVia = NavigationType | "first";

// The scroll position of every page left in this tab, by its history entry's key.
let positions: Record<string, number> | undefined;
function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, number>;
  } catch {
    // A browser that keeps no session storage (or a corrupt entry) restores nothing; moving on still works.
    positions = {};
  }
  return positions;
}

/** Called as a page is left: the place to come back to. */
export function rememberScroll(location: Location): void {
  savedPositions()[location.key] = window.scrollY;
}

function keepPositions(): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
  } catch {
    // Full or refused: back and forward within the open tab still restore from memory.
  }
}

const wantsScrollKept = (location: Location) =>
  typeof location.state === "object" && location.state !== null && "keepScroll" in location.state;

function scrollFor(location: Location, via: ShownVia): void {
  const saved = savedPositions()[location.key];
  // The first page: the browser placed it, and a visitor may have scrolled before the app started (it starts after
  // the load event). Only a reload, still at the top, goes back to where the page was left.
  if (via === "first") {
    if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
    return;
  }
  if (via === NavigationType.Pop && saved !== undefined) return window.scrollTo(0, saved);
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target) return target.scrollIntoView();
  if (!wantsScrollKept(location)) window.scrollTo(0, 0);
}

/** Places the window for the page shown; call it with every page the router shows. */
export function useScrollRestoration(location: Location, via: ShownVia): void {
  useEffect(() => {
    // The app places pages itself: the browser's own restoring would jump before the next page is in.
    window.history.scrollRestoration = "manual";
  }, []);
  useEffect(() => {
    const leave = () => {
      rememberScroll(location);
      keepPositions();
    };
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [location]);
  // A block, not an arrow's value: an effect must return nothing but its cleanup, and a minifier may turn the early
  // returns of scrollFor into a value (`false`), which React would then call as a cleanup.
  useLayoutEffect(() => {
    scrollFor(location, via);
  }, [location, via]);
}
