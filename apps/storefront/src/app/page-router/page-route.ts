// A page of the storefront as the page router knows it: its address, its component (or how to load its chunk), and
// what it loads before it is shown. React Router matches the addresses (its declarative mode, decision 0051); what a
// data router did on top (loaders, chunks on demand, a pending page, scroll) is this folder's, in a few kB.
import type { ComponentType } from "react";
import { type Location, type Params, matchRoutes } from "react-router";

/** What a page's loader is given: the address it loads for. */
export interface PageAddress {
  pathname: string;
  search: URLSearchParams;
  params: Params;
}

/** The page itself, or how to load its chunk (once, before the page is first shown). */
type PageComponent =
  { Page: ComponentType; loadPage?: never } | { loadPage: () => Promise<ComponentType>; Page?: never };

export type PageRoute = PageComponent & {
  /** As React Router writes it: "/props/:propId", "/rentals/:department/:category?", "*". */
  path: string;
  /** The page's data, loaded before it is shown (the old page stays meanwhile); a thrown NotFoundError is a 404. */
  load?: (address: PageAddress) => Promise<unknown>;
  /**
   * Whether moving between two addresses of this page keeps the data shown (a prop's variant is in its query). A
   * move that changes only the hash always keeps it; otherwise, by default, the page loads again.
   */
  keepsData?: (from: Location, to: Location) => boolean;
};

export interface PageMatch {
  route: PageRoute;
  params: Params;
}

/** The route an address shows (React Router's ranking: static segments beat dynamic ones, "*" comes last). */
export function matchPage(routes: readonly PageRoute[], pathname: string): PageMatch | undefined {
  const match = matchRoutes([...routes], pathname)?.at(-1);
  return match && { route: match.route, params: match.params };
}
