// Content pages: one JSON file per page (/content/pages/about-us.json), fetched on navigation;
// the prerenderer hands them over directly. An unknown path is a 404.
import type { ContentPageData } from "./content-page-data.js";
import { contentTitles } from "../app/tenant.js";
import { contentFileUrl } from "./content-url.js";
import { NotFoundError } from "../app/not-found-error.js";

declare global {
  // The prerenderer's pages, by route (never set in the browser).
  var __BACKLOT_CONTENT__: Map<string, ContentPageData> | undefined;
}

/** "/pages/about-us/" -> "/pages/about-us". */
export const normalisePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

export async function loadContentPage(pathname: string): Promise<ContentPageData> {
  const path = normalisePath(pathname);
  if (!(path in contentTitles)) throw new NotFoundError(path);
  const prerendered = globalThis.__BACKLOT_CONTENT__?.get(path);
  if (prerendered) return prerendered;
  const response = await fetch(contentFileUrl(path));
  if (response.status === 404) throw new NotFoundError(path);
  if (!response.ok)
    throw new Error(
      `The page ${path} could not be loaded (HTTP ${response.status}); check your connection and try again`,
    );
  return (await response.json()) as ContentPageData;
}
