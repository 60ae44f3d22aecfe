// The home page's departments, new props and services, worked out from the catalogue and the content when the
// tenant is built (src/content/home/home-showcase.ts says why). A department's tile shows the photo of its first listed
// prop in the catalogue's order (the vendor's own order, so they choose by putting a prop first) and counts the listed
// ones; "New this week" takes the props added in the tenant's `newWeekCount` weeks before the build, newest first.
import type { Prop } from "@backlot/domain";
import { type Tenant, isNewProp, slugOf } from "@backlot/tenant-config";
import { hrefs } from "../src/app/hrefs.js";
import type { ContentPageData } from "../src/content/content-page-data.js";
import type { HomeShowcase, ShowcaseProp, ShowcaseTile } from "../src/content/home/home-showcase.js";

/** At most two rows of a wide grid, four of a phone's. */
export const newPropsShown = 8;

const showcaseProp = ({ id, name, weeklyRate, quantity, createdAt, images, variants }: Prop): ShowcaseProp => ({
  id,
  name,
  weeklyRate,
  quantity,
  createdAt,
  // A card shows the first photo only.
  images: images.slice(0, 1),
  ...(variants.length > 0 ? { variants } : {}),
});

export function homeShowcase(
  tenant: Tenant,
  props: readonly Prop[],
  pages: readonly ContentPageData[],
  services: readonly string[],
  now: Date,
): HomeShowcase {
  const listed = props.filter((prop) => prop.listed);
  const departments = tenant.categories.departments
    .filter((department) => !department.hidden)
    .map((department): ShowcaseTile => {
      const its = listed.filter((prop) => prop.department === department.name);
      const picture = its.find((prop) => prop.images.length > 0)?.images[0];
      return {
        title: department.name,
        href: hrefs.department(slugOf(department)),
        ...(department.description ? { description: department.description } : {}),
        propCount: its.length,
        ...(picture ? { picture } : {}),
      };
    })
    // An empty department is a dead end on the first page a visitor sees.
    .filter((tile) => (tile.propCount ?? 0) > 0);

  const newProps = listed
    .filter((prop) => isNewProp(prop.createdAt, tenant.settings.newWeekCount, now))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, newPropsShown)
    .map(showcaseProp);

  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const serviceTiles = services.flatMap((route): ShowcaseTile[] => {
    const page = byRoute.get(route);
    if (!page) return [];
    return [
      { title: page.title, href: route, description: page.description, ...(page.image ? { image: page.image } : {}) },
    ];
  });
  return { departments, newProps, services: serviceTiles };
}
