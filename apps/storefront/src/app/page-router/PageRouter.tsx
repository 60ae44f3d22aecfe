// The storefront's pages over React Router's declarative mode (decision 0051): on every move it prepares the next
// page (its chunk and its data) while the current one stays on screen and says an address is loading, then shows it
// whole, and places the window (scroll-restoration.ts). What a data router did for the app, for about 18 kB less.
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Location, type RouteObject, useLocation, useNavigationType, useRoutes } from "react-router";
import { type PageReload, PageDataContext, PageReloadContext, PendingLocationContext } from "./page-context.js";
import { PageErrorBoundary } from "./PageErrorBoundary.js";
import { type PageRoute, matchPage } from "./page-route.js";
import { type PreparedPage, pageComponent, preparePage } from "./prepare-page.js";
import { type ShownVia, rememberScroll, useScrollRestoration } from "./scroll-restoration.js";

export interface PageRouterProps {
  routes: readonly PageRoute[];
  /** The page at the address the app starts on, prepared before the first render (main.tsx, entry-server.tsx). */
  first: PreparedPage;
  /** The frame around every page: header and footer. */
  Frame: ComponentType<{ children: ReactNode }>;
  /** Shown in the frame instead of a page that failed to load or to render (a NotFoundError is a 404). */
  ErrorPage: ComponentType<{ error: unknown }>;
  /** What else to wait for before showing a page moved to, once it is prepared (the app's islands' code). */
  beforeShow?: () => Promise<unknown>;
}

interface Shown {
  location: Location;
  page: PreparedPage;
  via: ShownVia;
}

/** A move that keeps the shown page's data: only the hash changed, or the route says the data still holds. */
function keepsData(shown: Shown, to: Location, routes: readonly PageRoute[]): PreparedPage | undefined {
  const { location: from, page } = shown;
  if (page.error !== undefined) return undefined;
  if (from.pathname === to.pathname && from.search === to.search) return page;
  const match = matchPage(routes, to.pathname);
  if (match?.route !== page.route || !page.route.keepsData?.(from, to)) return undefined;
  return { ...page, params: match.params };
}

function ShownPage({ route }: { route: PageRoute }) {
  const Page = pageComponent(route);
  return Page ? <Page /> : null;
}

export function PageRouter({ routes, first, Frame, ErrorPage, beforeShow }: PageRouterProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<Shown>(() => ({ location, page: first, via: "first" }));
  const [pending, setPending] = useState<Location>();
  const [reloads, setReloads] = useState(0);
  // The latest address asked for: an earlier one that finishes later is dropped, not shown over it.
  const requested = useRef(location);
  const current = useRef(shown);
  current.current = shown;

  useEffect(() => {
    if (requested.current === location) return;
    const via = navigationType;
    requested.current = location;
    rememberScroll(current.current.location);
    const kept = keepsData(current.current, location, routes);
    if (kept) {
      setPending(undefined);
      setShown({ location, page: kept, via });
      return;
    }
    setPending(location);
    void preparePage(routes, location).then(async (page) => {
      await beforeShow?.();
      if (requested.current !== location) return;
      setPending(undefined);
      setShown({ location, page, via });
    });
  }, [location, navigationType, routes, beforeShow]);

  const reload = useCallback(async () => {
    const at = current.current;
    setReloads((count) => count + 1);
    try {
      const page = await preparePage(routes, at.location);
      // The same entry, placed where it is: only the data changes.
      if (requested.current === at.location) setShown((now) => (now.location === at.location ? { ...now, page } : now));
    } finally {
      setReloads((count) => count - 1);
    }
  }, [routes]);
  const pageReload = useMemo<PageReload>(() => ({ reload, reloading: reloads > 0 }), [reload, reloads]);

  // React Router renders the matched page with its params and the shown address (not yet the pending one).
  const routeObjects = useMemo<RouteObject[]>(
    () => routes.map((route) => ({ path: route.path, element: <ShownPage route={route} /> })),
    [routes],
  );
  const element = useRoutes(routeObjects, shown.location);
  useScrollRestoration(shown.location, shown.via);

  const { page } = shown;
  return (
    <PageReloadContext value={pageReload}>
      <PendingLocationContext value={pending}>
        <Frame>
          <PageErrorBoundary
            resetKey={`${shown.location.key} ${shown.location.pathname}${shown.location.search}`}
            fallback={(error) => <ErrorPage error={error} />}
          >
            <PageDataContext value={page.data}>
              {page.error === undefined ? element : <ErrorPage error={page.error} />}
            </PageDataContext>
          </PageErrorBoundary>
        </Frame>
      </PendingLocationContext>
    </PageReloadContext>
  );
}
