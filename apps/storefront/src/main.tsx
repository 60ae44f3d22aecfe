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
import { type PrerenderedPage, fromPrerendered, preparePage } from "./app/page-router/prepare-page.js";
import { loadPickupHeader } from "./pickup/PickupSlot.js";
import "./app/global.css";

const root = document.getElementById("root") as HTMLElement;
const hydrate = root.hasChildNodes() && root.dataset.prerendered === location.pathname + location.search;
/** A prerendered page made for another address (a shared filter): shown, marked busy, until this one replaces it. */
const replacing = !hydrate && root.hasChildNodes();

/**
 * The data a prerendered page was made with: JSON, not a script (the Content-Security-Policy allows no code that
 * differs page by page).
 */
function prerenderedData() {
  const json = hydrate ? document.getElementById("backlot-page-data")?.textContent : undefined;
  return json ? fromPrerendered(JSON.parse(json) as PrerenderedPage, location.pathname) : undefined;
}

// The islands' module is the catalogue pages' (the first chunk does not carry it): imported where it is needed.
const islands = () => import("./app/island.js");
/** Before the app shows a page it moved to: its islands' code, for the same reason as above. */
const showIslands = () =>
  islands()
    .then(({ loadEveryIsland }) => loadEveryIsland())
    .catch(() => undefined);

async function start() {
  if (replacing) root.setAttribute("aria-busy", "true");
  // The page's chunk (and its data, unless prerendered) first: the app starts with the page in place, to hydrate its
  // markup or to render it at once. A chunk that cannot load is the error page, with a reload.
  // The pickup bar's code too, for a prop house with more than one dock: the prerendered frame has the bar.
  const [first] = await Promise.all([
    preparePage(routes, location, prerenderedData()),
    loadPickupHeader().catch((error: unknown) => console.warn("Backlot: the pickup bar could not load", error)),
  ]);
  // Rendered from scratch, a page's islands show what they showed on the page replaced (the dates form, the folded
  // filters); any without it get their code first, so none is an empty box that then grows and moves what is under it.
  if (replacing && root.querySelector("[data-island]"))
    await islands()
      .then(({ keepIslandMarkup, loadIslandsWithoutMarkup }) => {
        keepIslandMarkup(root);
        return loadIslandsWithoutMarkup();
      })
      .catch(() => undefined);
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
