// The storefront rendered to HTML in Node, for prerendering a tenant's public pages. The tenant
// (globalThis.__BACKLOT_TENANT__) and its content pages must be in place before this loads.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { SearchEngine } from "@backlot/search/engine";
import { routes } from "./app/routes.js";
import { RootLayout } from "./app/RootLayout.js";
import { RouteError } from "./app/NotFoundPage.js";
import { PageRouter } from "./app/page-router/PageRouter.js";
import { pageStatus, preparePage, prerenderedPage } from "./app/page-router/prepare-page.js";
import { loadEveryIsland } from "./app/island.js";
import { loadPickupHeader } from "./pickup/PickupSlot.js";
import { provideSearchEngine } from "./catalogue/search/search-engine.js";
import { scriptJson } from "@backlot/hosting/script-json";

export interface RenderedPage {
  /** 200, or 404 for a missing page. */
  status: number;
  /** The markup inside #root. */
  html: string;
  /**
   * The page's data as JSON for a `<script type="application/json">` (src/main.tsx hydrates with it). Not an inline
   * script: that would be code that differs on every page, which the Content-Security-Policy would have to allow page
   * by page.
   */
  pageData: string;
}

/** The engine pages search while prerendering (built from the catalogue in Node). */
export function setSearchEngine(engine: SearchEngine): void {
  provideSearchEngine(engine);
}

/** Renders one address ("https://domain/rentals/cameras") the way the browser would show it first. */
export async function render(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url);
  const page = await preparePage(routes, { pathname, search });
  // The parts the browser keeps as markup until they are wanted (app/island.tsx) are rendered here in place.
  await Promise.all([loadEveryIsland(), loadPickupHeader()]);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname + search}>
        <PageRouter routes={routes} first={page} Frame={RootLayout} ErrorPage={RouteError} />
      </StaticRouter>
    </StrictMode>,
  );
  return { status: pageStatus(page), html, pageData: scriptJson(prerenderedPage(page)) };
}
