// The storefront's entry in the browser: hydrates a prerendered page as it was made (its data came with it) and, if it
// was made for another address (a shared filter or search: /rentals/cameras?color=Red), moves to this one at once; or
// renders the shell's fallback page from scratch.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { routes } from "./app/routes.js";
import { RootLayout } from "./app/RootLayout.js";
import { RouteError } from "./app/NotFoundPage.js";
import { PageRouter } from "./app/page-router/PageRouter.js";
import { type PrerenderedPage, fromPrerendered, preparePage } from "./app/page-router/prepare-page.js";
import "./app/global.css";

const root = document.getElementById("root") as HTMLElement;
const prerenderedFor = root.hasChildNodes() ? root.dataset.prerendered : undefined;
/** Where the markup on screen was made for: this address, or another of the same page's (another query). */
const madeFor = prerenderedFor === undefined ? undefined : new URL(prerenderedFor, location.href);

/**
 * The data a prerendered page was made with: JSON, not a script (the Content-Security-Policy allows no code that
 * differs page by page).
 */
function prerenderedData() {
  const json = madeFor && document.getElementById("backlot-page-data")?.textContent;
  return json ? fromPrerendered(JSON.parse(json) as PrerenderedPage, madeFor.pathname) : undefined;
}

async function start() {
  // The page's chunk (and its data, unless prerendered) first: the app starts with the page in place, to hydrate its
  // markup or to render it at once. A chunk that cannot load is the error page, with a reload.
  const first = await preparePage(routes, madeFor ?? location, prerenderedData());
  const elsewhere = madeFor && madeFor.pathname + madeFor.search !== location.pathname + location.search;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageRouter
          routes={routes}
          first={first}
          {...(elsewhere ? { firstAt: { pathname: madeFor.pathname, search: madeFor.search } } : {})}
          Frame={RootLayout}
          ErrorPage={RouteError}
        />
      </BrowserRouter>
    </StrictMode>
  );
  // In a transition, React hydrates in slices and yields to the browser between them, so a long
  // page (a department's grid and filters) never blocks input for the whole of it.
  if (madeFor) return startTransition(() => void hydrateRoot(root, app));
  startTransition(() => createRoot(root).render(app));
}

void start();
