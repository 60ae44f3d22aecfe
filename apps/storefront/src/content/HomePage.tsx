// Home: the hero, the departments, the new props and the services (home/HomeShowcase.tsx), then the tenant's own
// introduction. The showcase is its own chunk, so none of it weighs on the first load (bench/web-bench.ts). The
// prerendered page shows it at once, and keeps showing it until its chunk arrives and React takes over. Arriving from
// another page before the chunk has, the introduction shows first.
import { Suspense, lazy } from "react";
import { useLoaderData } from "react-router";
import type { ContentPageData } from "./content-page-data.js";
import { ContentView } from "./ContentRoute.js";
import type { HomeShowcase } from "./home/HomeShowcase.js";

let loaded: typeof HomeShowcase | undefined;

/** Loads the showcase's chunk; the prerenderer awaits it, so the first render has the whole page. */
export const loadHomeShowcase = async () => (loaded ??= await (await import("./home/HomeShowcase.js")).ready);

// A loaded chunk is handed over synchronously (a thenable that calls back at once), so React renders it in the same
// pass instead of suspending: the prerendered HTML has the showcase, not the fallback.
const Showcase = lazy(() => {
  const ready = loaded;
  if (!ready) return loadHomeShowcase().then((component) => ({ default: component }));
  return {
    then: (resolve: (module: { default: typeof HomeShowcase }) => void) => resolve({ default: ready }),
  } as never;
});

/**
 * The prerendered showcase's nodes, taken before hydration (this module runs first): only a home page has them. React
 * renders a boundary that is still waiting for its chunk afresh when the router's state settles during hydration, and
 * removes the server's nodes; the stand-in puts those same nodes back in the same commit, so nothing on screen changes
 * and nothing is parsed or decoded again.
 */
const prerendered =
  typeof document === "undefined" ? [] : [...(document.getElementById("home-showcase")?.childNodes ?? [])];

// On a prerendered home page, fetched at once rather than when hydration reaches it: it often arrives first, and then
// the showcase hydrates in place like the rest of the page.
if (prerendered.length > 0) void loadHomeShowcase();

function WhileLoading({ page }: { page: ContentPageData }) {
  if (prerendered.length === 0) return <ContentView page={page} />;
  // Its links work as plain links until the showcase takes over.
  return <div style={{ display: "contents" }} ref={(standIn) => standIn?.append(...prerendered)} />;
}

export function HomePage() {
  const page = useLoaderData<ContentPageData>();
  return (
    <div id="home-showcase">
      <Suspense fallback={<WhileLoading page={page} />}>
        <Showcase page={page} />
      </Suspense>
    </div>
  );
}
