// The public pages a tenant build prerenders, each with what its head says: home, content pages,
// the categories page, the search page, every visible department and category, and every listed prop.
import type { Prop } from "@backlot/domain";
import { slugOf } from "@backlot/tenant-config";
import type { ContentPageData } from "../src/content/content-page-data.js";
import type { StorefrontTenant } from "../src/app/storefront-tenant.js";
import { type PageMeta, organizationJsonLd, propJsonLd } from "./seo.js";
import type { PageKind } from "./shell-scripts.js";

export function pageList(
  tenant: StorefrontTenant,
  pages: readonly ContentPageData[],
  props: readonly Prop[],
): PageMeta[] {
  const organization = organizationJsonLd(tenant);
  const contentKind = (route: string): PageKind =>
    route === "/"
      ? "home"
      : route === "/contact-us"
        ? "contact"
        : route === tenant.settings.request.basepath
          ? "quote"
          : "content";
  const list: PageMeta[] = pages.map((page) => ({
    path: page.route,
    kind: contentKind(page.route),
    ...(page.route === "/" ? {} : { title: page.title }),
    description: page.description,
    type: page.route === "/" ? "website" : "article",
    // The business itself is described where people look for it: home and contact.
    jsonLd: page.route === "/" || page.route === "/contact-us" ? [organization] : [],
  }));
  list.push({
    path: "/categories",
    kind: "categories",
    title: "All categories",
    description: `Every rental department and category at ${tenant.vendor.displayName}.`,
    type: "website",
    jsonLd: [],
  });
  // The search page, made for no query: a search from a link (/search?q=chair) opens it at once, marked busy while
  // its own results come, as a filtered department page does; its app starts after the first paint, not before.
  list.push({
    path: "/search",
    kind: "browse",
    title: "Search",
    description: `Search every prop for rent at ${tenant.vendor.displayName}.`,
    type: "website",
    jsonLd: [],
  });
  for (const department of tenant.categories.departments.filter((each) => !each.hidden)) {
    const base = `/rentals/${slugOf(department)}`;
    list.push({
      path: base,
      kind: "browse",
      title: department.name,
      description: department.description ?? `${department.name} for rent by the week at ${tenant.vendor.displayName}.`,
      type: "website",
      jsonLd: [],
    });
    for (const category of department.categories) {
      list.push({
        path: `${base}/${slugOf(category)}`,
        kind: "browse",
        title: category.name,
        description: `${category.name} (${department.name}) for rent by the week at ${tenant.vendor.displayName}.`,
        type: "website",
        jsonLd: [],
      });
    }
  }
  for (const prop of props) {
    if (prop.listed === false) continue;
    list.push({
      path: `/props/${encodeURIComponent(prop.id)}`,
      kind: "prop",
      title: prop.name,
      description: prop.description.slice(0, 160),
      type: "product",
      ...(prop.images[0] ? { image: prop.images[0].url } : {}),
      jsonLd: [propJsonLd(prop, tenant)],
    });
  }
  return list;
}
