// The storefront's entry in the browser: hydrates a page prerendered for exactly this address
// (its loader data came with it), or renders from scratch: the shell's fallback page, or a
// prerendered page opened with a query string (/rentals/cameras?color=Red) it was not made for.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { loadLazyMatches } from "./app/lazy-routes.js";
import { routes } from "./app/routes.js";
import "./app/global.css";

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

const root = document.getElementById("root") as HTMLElement;
const prerenderedFor = root.dataset.prerendered;
const hydrate = root.hasChildNodes() && prerenderedFor === location.pathname + location.search;

function start() {
  // A prerendered page brings its loaders' data as JSON (not a script: the Content-Security-Policy
  // allows no per-page inline code). Stale data for another address must not seed the router; its
  // loaders run instead.
  const routerData = hydrate ? document.getElementById("backlot-router-data")?.textContent : undefined;
  // Typed as declared, whoever declares it: Storybook's types (for the production room's stories) declare it too.
  if (routerData)
    window.__staticRouterHydrationData = JSON.parse(routerData) as typeof window.__staticRouterHydrationData;
  else delete window.__staticRouterHydrationData;
  // createBrowserRouter picks up window.__staticRouterHydrationData itself (errors made errors again).
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate) {
    // In a transition, React hydrates in slices and yields to the browser between them, so a long
    // page (a department's grid and filters) never blocks input for the whole of it.
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  // From scratch (in a transition too). A prerendered page made for another address (a shared
  // filtered link) stays on screen, marked busy, until this address's data is in; React replaces
  // it when it first commits.
  const show = () => {
    root.removeAttribute("aria-busy");
    startTransition(() => createRoot(root).render(app));
  };
  if (router.state.initialized) return show();
  if (root.hasChildNodes()) root.setAttribute("aria-busy", "true");
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    show();
  });
}

// An on-demand page (sign-in, account, the quote form) loads its chunk first: the router must
// start with it in place, to hydrate its prerendered markup or to render it at once. If the chunk
// cannot load, the router starts anyway, tries again and shows the error page if that fails too.
void loadLazyMatches(routes, location.pathname).then(start, start);
