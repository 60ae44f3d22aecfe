// A content page as the tenant build hands it to the app: made at build time from content/<route>.md
// (build/content-pages.ts), read by the loaders and pages here. It lives with the pages that show it,
// so the app's code depends on nothing under build/.
import type { ContentImage } from "./content-image.js";
import type { HomeShowcase } from "./home/home-showcase.js";

export type { ContentImage };

export interface ContentPageData {
  /** The route the page is served at ("/", "/pages/about-us"). */
  route: string;
  title: string;
  description: string;
  lead?: string;
  /** The front matter's `image` (and `imageAlt`): the home page's hero, a content page's banner. */
  image?: ContentImage;
  html: string;
  /** The home page only: its departments, new props and services, from the catalogue at build time. */
  showcase?: HomeShowcase;
}
