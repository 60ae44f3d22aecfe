// Photos with resized copies, for the stories and tests of components that show prop photos. A
// story's copies are drawn in the browser (no image server in Storybook's test runner) and say
// their format and width, so the story shows which file the browser chose; a test's are addresses
// as the catalogue import writes them (jsdom loads nothing).
import type { ResponsiveImage } from "../Picture/index.js";

const widths = [320, 640, 1024] as const;

/** Each drawn copy's label by its address, for chosenCopy. */
const copies = new Map<string, string>();

/**
 * The copy of a `ratio` (height / width) photo at `width` wide, labelled like "AVIF 640w". A blob:
 * address, not data:, because Chromium counts a data: copy as already loaded and shows the widest
 * one, which would hide what a story is there to show.
 */
const drawn = (label: string, width: number, ratio: number, hue: number) => {
  const height = Math.round(width * ratio);
  const [w, h, colour] = [width.toString(), height.toString(), hue.toString()];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="hsl(${colour} 15% 92%)"/>` +
    `<rect x="${(width * 0.38).toString()}" y="${(height * 0.2).toString()}" width="${(width * 0.24).toString()}" ` +
    `height="${(height * 0.45).toString()}" rx="12" fill="hsl(${colour} 50% 40%)"/>` +
    `<text x="50%" y="85%" text-anchor="middle" font-family="sans-serif" font-size="${(width / 10).toString()}" ` +
    `fill="hsl(${colour} 40% 20%)">${label} ${w}w</text></svg>`;
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  copies.set(url, `${label} ${w}w`);
  return url;
};

const candidates = (label: string, ratio: number, hue: number) =>
  widths.map((width) => `${drawn(label, width, ratio, hue)} ${width.toString()}w`).join(", ");

/** A photo (`ratio` is height / width) in JPEG, AVIF and WebP at 320, 640 and 1024 wide. */
export function sampleResponsiveImage(alt: string, hue: number, ratio = 3 / 4): ResponsiveImage {
  const largest = widths[2];
  return {
    url: drawn("JPEG", largest, ratio, hue),
    alt,
    width: largest,
    height: Math.round(largest * ratio),
    srcSet: candidates("JPEG", ratio, hue),
    sources: [
      { type: "image/avif", srcSet: candidates("AVIF", ratio, hue) },
      { type: "image/webp", srcSet: candidates("WebP", ratio, hue) },
    ],
  };
}

/** The format and width of the copy the browser chose for a story's image ("AVIF 320w"), or "" before it chose. */
export const chosenCopy = (image: HTMLImageElement) => copies.get(image.currentSrc) ?? "";

/** A catalogue photo ("BPH-10432-1") as the import stores it: 4:3, in JPEG, AVIF and WebP. */
export function sampleCatalogueImage(stem: string): ResponsiveImage {
  const at = (extension: string) =>
    widths.map((width) => `/catalogue/images/${stem}-${width.toString()}.${extension} ${width.toString()}w`).join(", ");
  return {
    url: `/catalogue/images/${stem}.jpg`,
    width: 1024,
    height: 768,
    srcSet: at("jpg"),
    sources: [
      { type: "image/avif", srcSet: at("avif") },
      { type: "image/webp", srcSet: at("webp") },
    ],
  };
}

/** What a rendered <img> offers the browser: its <picture>'s sources in order, then its own srcset and sizes. */
export function offeredFiles(image: HTMLElement) {
  const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
  return {
    sources: [...(picture?.querySelectorAll("source") ?? [])].map((source) => ({
      type: source.getAttribute("type"),
      srcSet: source.getAttribute("srcset"),
      sizes: source.getAttribute("sizes"),
    })),
    inPicture: picture !== null,
    srcSet: image.getAttribute("srcset"),
    sizes: image.getAttribute("sizes"),
  };
}
