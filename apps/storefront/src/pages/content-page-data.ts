// A content page as the tenant build hands it to the app: made at build time from content/<route>.md
// (vite/content-pages.ts), read by the loaders and pages here. It lives with the pages that show it,
// so the app's code depends on nothing under vite/.
export interface ContentPageData {
  /** The route the page is served at ("/", "/pages/about-us"). */
  route: string;
  title: string;
  description: string;
  lead?: string;
  html: string;
}
