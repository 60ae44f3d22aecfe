// Content pages come from the tenant's content/ folder, one chunk each; an unknown path is a 404.
import { contentPages } from "virtual:backlot/content";
import type { ContentPage } from "../../vite/content-pages.js";

export class NotFoundError extends Error {
  constructor(readonly path: string) {
    super(`No page at ${path}`);
    this.name = "NotFoundError";
  }
}

/** "/pages/about-us/" -> "/pages/about-us". */
export const normalisePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

export async function loadContentPage(pathname: string): Promise<ContentPage> {
  const path = normalisePath(pathname);
  const load = contentPages[path];
  const page = load ? ((await load()).default as ContentPage | null) : null;
  if (!page) throw new NotFoundError(path);
  return page;
}

export const hasContentPage = (pathname: string) => normalisePath(pathname) in contentPages;

/** A react-router loader for routes that are content pages. */
export const contentLoader = ({ request }: { request: Request }) => loadContentPage(new URL(request.url).pathname);
