// What the home page shows beyond its text, worked out when the tenant is built (build/home-showcase.ts) from the
// catalogue and the content, so the first page needs neither the search engine nor the catalogue to show it.
import type { PropImage, PropVariant } from "@backlot/domain";
import type { ContentImage } from "../content-image.js";

/** A department or a service as a picture tile. */
export interface ShowcaseTile {
  title: string;
  href: string;
  description?: string;
  /** A department's listed props. */
  propCount?: number;
  /** A department's: the photo of one of its props. */
  picture?: PropImage;
  /** A service's: its page's image. */
  image?: ContentImage;
}

/** A prop as a card shows it (PropCard's PropSummary, with the catalogue's image). */
export interface ShowcaseProp {
  id: string;
  name: string;
  weeklyRate: number;
  quantity: number;
  createdAt: string;
  images: PropImage[];
  /** Only when it has some: its card's quick add then opens its page, where one is chosen. */
  variants?: PropVariant[];
}

export interface HomeShowcase {
  departments: ShowcaseTile[];
  /** Props added within the tenant's `newWeekCount` weeks before the build, newest first. */
  newProps: ShowcaseProp[];
  /** The pages the home page's front matter lists under `services`. */
  services: ShowcaseTile[];
}
