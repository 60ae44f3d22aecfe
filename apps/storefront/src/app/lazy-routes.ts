// Loads the on-demand (`lazy`) routes an address matches, before the browser router is made: a
// router whose first matches are still lazy starts uninitialised and renders nothing, which would
// not match a prerendered page's markup when hydrating (and would flash an empty page otherwise).
import { type RouteObject, matchRoutes } from "react-router";

/** Resolves the `lazy` properties of the routes matching `pathname` into the routes themselves. */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const { lazy: definition } = route;
      if (typeof definition === "function") Object.assign(route, await definition());
      else if (definition) {
        const loaded = await Promise.all(
          Object.entries(definition).map(
            async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const,
          ),
        );
        Object.assign(route, Object.fromEntries(loaded));
      }
      delete route.lazy;
    }),
  );
}
