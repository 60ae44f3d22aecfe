// Home: the hero, the departments, the new props and the services (home/HomeShowcase.tsx), then the tenant's own
// introduction. An on-demand page like the others: the page router loads its chunk before the app starts on it (and
// before the prerenderer renders it), so a prerendered home page hydrates as it is, and no other page carries it.
import { usePageData } from "../app/page-router/page-context.js";
import type { ContentPageData } from "./content-page-data.js";
import { HomeShowcase } from "./home/HomeShowcase.js";

export function HomePage() {
  const page = usePageData<ContentPageData>();
  return (
    <div id="home-showcase">
      <HomeShowcase page={page} />
    </div>
  );
}
