// The storefront's entry in the browser: hydrates a page prerendered for exactly this address (its data came with it),
// or renders from scratch: the shell's fallback page, or a prerendered page opened with a query string
// (/rentals/cameras?color=Red) it was not made for. That one is replaced whole, not moved in place: the filtered page's
// top differs (no category tiles), and moving the unfiltered one's would shift what is on screen (CLS, decision 0051).
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { routes } from "./app/routes.js";
import { RootLayout } from "./app/RootLayout.js";
import { RouteError } from "./app/NotFoundPage.js";
import { PageRouter } from "./app/page-router/PageRouter.js";
import { loadEveryIsland } from "./app/island.js";
import { type PrerenderedPage, fromPrerendered, preparePage } from "./app/page-router/prepare-page.js";
import "./app/global.css";

const root = document.getElementById("root") as HTMLElement;
const hydrate = root.hasChildNodes() && root.dataset.prerendered === location.pathname + location.search;

/**
 * The data a prerendered page was made with: JSON, not a script (the Content-Security-Policy allows no code that
 * differs page by page).
 */
function prerenderedData() {
  const json = hydrate ? document.getElementById("backlot-page-data")?.textContent : undefined;
  return json ? fromPrerendered(JSON.parse(json) as PrerenderedPage, location.pathname) : undefined;
}

/** Before the app shows a page it moved to: its islands' code, for the same reason as above. */
const showIslands = () => loadEveryIsland().catch(() => undefined);

async function start() {
  // A prerendered page made for another address stays on screen, marked busy, until this address's page is ready.
  if (!hydrate && root.hasChildNodes()) root.setAttribute("aria-busy", "true");
  // The page's chunk (and its data, unless prerendered) first: the app starts with the page in place, to hydrate its
  // markup or to render it at once. A chunk that cannot load is the error page, with a reload.
  const first = await preparePage(routes, location, prerenderedData());
  // Rendered from scratch, a page's islands have no markup to keep: their code comes first, so they are not empty
  // boxes that then grow and move what is under them.
  if (!hydrate) await loadEveryIsland().catch(() => undefined);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageRouter routes={routes} first={first} Frame={RootLayout} ErrorPage={RouteError} beforeShow={showIslands} />
      </BrowserRouter>
    </StrictMode>
  );
  // In a transition, React hydrates in slices and yields to the browser between them, so a long
  // page (a department's grid and filters) never blocks input for the whole of it.
  if (hydrate) return startTransition(() => void hydrateRoot(root, app));
  root.removeAttribute("aria-busy");
  startTransition(() => createRoot(root).render(app));
}

void start();
