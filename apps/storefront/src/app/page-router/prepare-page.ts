// Getting a page ready to show: its chunk and its data, together. The browser's entry does it before the first
// render, the prerenderer before it renders, and the page router on every move; a page shown is always complete, so
// no part of the app waits on a suspended component or renders an empty page over prerendered markup.
import type { ComponentType } from "react";
import type { Params } from "react-router";
import { NotFoundError } from "../not-found-error.js";
import { type PageRoute, matchPage } from "./page-route.js";

/** A page ready to render: its route, with the data it loaded, or the error that stopped it. */
export interface PreparedPage {
  route: PageRoute;
  params: Params;
  data?: unknown;
  error?: unknown;
}

/** The address part a page depends on. */
export interface PageLocation {
  pathname: string;
  search: string;
}

// The chunks loaded so far, kept for the next visit. A chunk that failed is not kept: the next move tries again.
const loadedPages = new Map<PageRoute, ComponentType>();

/** The route's component, once loaded (always, for a page that was prepared without an error). */
export const pageComponent = (route: PageRoute): ComponentType | undefined => route.Page ?? loadedPages.get(route);

async function loadComponent(route: PageRoute): Promise<void> {
  if (route.Page || loadedPages.has(route)) return;
  loadedPages.set(route, await route.loadPage());
}

/** The routes' "*" page when nothing else matches: a table without one is a programming error. */
function matchOrFail(routes: readonly PageRoute[], pathname: string) {
  const match = matchPage(routes, pathname);
  if (!match) throw new Error(`No page matches ${pathname}, and the routes have no "*" page to say so`);
  return match;
}

/**
 * Loads the page at `at`: its chunk and, unless `data` is given (a prerendered page brought it), its data. Never
 * rejects: a failure is the prepared page's `error`, shown in place of the page.
 */
export async function preparePage(
  routes: readonly PageRoute[],
  at: PageLocation,
  prerendered?: Pick<PreparedPage, "data" | "error">,
): Promise<PreparedPage> {
  const { route, params } = matchOrFail(routes, at.pathname);
  if (prerendered?.error) return { route, params, error: prerendered.error };
  const address = { pathname: at.pathname, search: new URLSearchParams(at.search), params };
  const [component, data] = await Promise.allSettled([
    loadComponent(route),
    prerendered || !route.load ? prerendered?.data : route.load(address),
  ]);
  if (component.status === "rejected") return { route, params, error: component.reason };
  if (data.status === "rejected") return { route, params, error: data.reason };
  return { route, params, data: data.value };
}

/** A prepared page as the prerendered HTML carries it (JSON), to hydrate with the same data. */
export type PrerenderedPage = { data?: unknown } | { notFound: true } | { failed: string };

export function prerenderedPage(page: PreparedPage): PrerenderedPage {
  if (page.error === undefined) return page.data === undefined ? {} : { data: page.data };
  if (page.error instanceof NotFoundError) return { notFound: true };
  return { failed: page.error instanceof Error ? page.error.message : "The page could not be made" };
}

/** The data or error a prerendered page was made with, for `preparePage`. */
export function fromPrerendered(page: PrerenderedPage, pathname: string): Pick<PreparedPage, "data" | "error"> {
  if ("notFound" in page) return { error: new NotFoundError(pathname) };
  if ("failed" in page) return { error: new Error(page.failed) };
  return { data: page.data };
}

/** The HTTP status a prepared page answers with: 404 for the "*" page and a missing prop or content page. */
export function pageStatus(page: PreparedPage): number {
  if (page.error instanceof NotFoundError || (!page.error && page.route.path === "*")) return 404;
  return page.error ? 500 : 200;
}
