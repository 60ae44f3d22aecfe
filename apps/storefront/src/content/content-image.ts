// A picture on a content page or the home page, from the tenant's assets.

/** A picture from the tenant's assets, with its size (so the page keeps its shape while it loads). */
export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}
