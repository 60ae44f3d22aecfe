// The storefront's entry in the browser: hydrates a page prerendered for exactly this address
// (its loader data came with it), or renders from scratch: the shell's fallback page, or a
// prerendered page opened with a query string (/rentals/cameras?color=Red) it was not made for.
import { StrictMode } from "react";
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
  if (!hydrate) {
    // Stale data for another address must not seed the router; its loaders run instead.
    delete window.__staticRouterHydrationData;
    root.replaceChildren();
  }
  // createBrowserRouter picks up window.__staticRouterHydrationData itself when it is there.
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// An on-demand page (sign-in, account, the quote form) loads its chunk first: the router must
// start with it in place, to hydrate its prerendered markup or to render it at once. If the chunk
// cannot load, the router starts anyway, tries again and shows the error page if that fails too.
void loadLazyMatches(routes, location.pathname).then(start, start);
