// The storefront rendered to HTML in Node, for prerendering a tenant's public pages. The tenant
// (globalThis.__BACKLOT_TENANT__) and its content pages must be in place before this loads.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse } from "react-router";
import type { SearchEngine } from "@backlot/search/engine";
import { routes } from "./app/routes.js";
import { loadHomeShowcase } from "./content/HomePage.js";
import { loadEveryIsland } from "./app/island.js";
import { provideSearchEngine } from "./catalogue/search/search-engine.js";
import { scriptJson } from "@backlot/hosting/script-json";

export interface RenderedPage {
  /** 200, 404 for a missing page, 3xx for a redirect (then html is empty). */
  status: number;
  /** The markup inside #root. */
  html: string;
  /**
   * The router's hydration data as JSON for a `<script type="application/json">` (src/main.tsx
   * hands it to the router). Not the router's own inline script: that would be code that differs
   * on every page, which the Content-Security-Policy would have to allow page by page.
   */
  routerData: string;
}

type StaticContext = Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;

/** Errors as React Router's own hydration script writes them (it turns them back into errors). */
function serializeErrors(errors: StaticContext["errors"]): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]: [string, unknown]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: "RouteErrorResponse" }
        : error instanceof Error
          ? { message: error.message, __type: "Error", ...(error.name === "Error" ? {} : { __subType: error.name }) }
          : error,
    ]),
  );
}

const handler = createStaticHandler(routes);

/** The engine pages search while prerendering (built from the catalogue in Node). */
export function setSearchEngine(engine: SearchEngine): void {
  provideSearchEngine(engine);
}

/** Renders one address ("https://domain/rentals/cameras") the way the browser would show it first. */
export async function render(url: string): Promise<RenderedPage> {
  // The home page's showcase is a lazy chunk in the browser; here it must be in place, to be in the HTML.
  await loadHomeShowcase();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { status: context.status, html: "", routerData: "null" };
  // The parts the browser keeps as markup until they are wanted (app/island.tsx) are rendered here in place.
  await loadEveryIsland();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const routerData = scriptJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  });
  return { status: context.statusCode, html, routerData };
}
