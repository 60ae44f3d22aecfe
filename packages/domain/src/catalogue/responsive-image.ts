// Where the catalogue import puts a photo's resized copies, and the srcset strings browsers pick from. The import
// writes files by `resizedCopyUrl`, the storefront reads them back by `pictureSources`: one naming rule for both.
import type { PropImage } from "../generated/prop-types.js";

export type ImageFormat = "avif" | "webp" | "jpeg";

/** Where a storefront serves catalogue photos (the import's copies, the demo's drawings). */
export const catalogueImagesPath = "/catalogue/images";

/** The demo's drawing of a prop, drawn by the build (propImageSvg). */
export const demoPictureUrl = (propId: string): string => `${catalogueImagesPath}/${propId}.svg`;

const extensions: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** "/catalogue/images/BPH-1-3f9a2c1b" at 640 px in WebP -> "/catalogue/images/BPH-1-3f9a2c1b-640.webp". */
export const resizedCopyUrl = (path: string, width: number, format: ImageFormat): string =>
  `${path}-${width}.${extensions[format]}`;

export interface PictureSources {
  /** The JPEG copies, for the img's srcset. */
  srcSet?: string;
  /** The better formats, best first, for <source> elements. */
  sources: { type: string; srcSet: string }[];
}

/** The srcsets of a photo's resized copies; none for a photo the import did not resize (an SVG, a URL). */
export function pictureSources(image: PropImage): PictureSources {
  const { resized } = image;
  if (!resized) return { sources: [] };
  const srcSet = (format: ImageFormat) =>
    resized.widths.map((width) => `${resizedCopyUrl(resized.path, width, format)} ${width}w`).join(", ");
  return {
    ...(resized.formats.includes("jpeg") ? { srcSet: srcSet("jpeg") } : {}),
    sources: resized.formats
      .filter((format) => format !== "jpeg")
      .map((format) => ({ type: `image/${format}`, srcSet: srcSet(format) })),
  };
}
