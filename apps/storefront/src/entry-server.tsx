// The storefront rendered to HTML in Node, for prerendering a tenant's public pages. The tenant
// (globalThis.__BACKLOT_TENANT__) and its content pages must be in place before this loads.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import type { SearchEngine } from "@backlot/search/engine";
import { routes } from "./app/routes.js";
import { provideSearchEngine } from "./app/search-engine.js";

export interface RenderedPage {
  /** 200, 404 for a missing page, 3xx for a redirect (then html is empty). */
  status: number;
  /** The markup inside #root, with the router's hydration data script. */
  html: string;
}

const handler = createStaticHandler(routes);

/** The engine pages search while prerendering (built from the catalogue in Node). */
export function setSearchEngine(engine: SearchEngine): void {
  provideSearchEngine(engine);
}

/** Renders one address ("https://domain/rentals/cameras") the way the browser would show it first. */
export async function render(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { status: context.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  return { status: context.statusCode, html };
}
