// The storefront's entry in the browser: hydrates a page prerendered for exactly this address
// (its loader data came with it), or renders from scratch: the shell's fallback page, or a
// prerendered page opened with a query string (/rentals/cameras?color=Red) it was not made for.
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
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
