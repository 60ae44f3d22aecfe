// A prop's photo as a printed sheet takes it: a small JPEG. The photos are the storefront's (SVG drawings, or the
// catalogue import's resized JPEGs, WebP and AVIF), which the storefront lets other origins read; the smallest copy is
// loaded and drawn down to a thumbnail on a canvas, whatever its format. A photo that cannot be had is no photo: the
// sheet prints a plain box rather than fail.
import type { StoredProp } from "@backlot/data";
import { storefrontFileUrl } from "../app/console-tenant.js";

/** The thumbnail's longest side in pixels: sharp at the pull sheet's size when printed. */
const thumbnailSide = 160;

export interface PrintablePhoto {
  bytes: Uint8Array;
  type: "jpeg";
}

interface ResizedCopies {
  path: string;
  widths: number[];
  formats: string[];
}

/** The address of the smallest copy of the prop's first photo, or null when it has none. */
export function smallestPhotoUrl(prop: Pick<StoredProp, "image" | "catalogue">, storefrontUrl: string): string | null {
  const first = (prop.catalogue.images as { resized?: ResizedCopies }[] | undefined)?.[0];
  const resized = first?.resized;
  if (resized?.formats.includes("jpeg") && resized.widths[0])
    return storefrontFileUrl({ storefrontUrl }, `${resized.path}-${resized.widths[0]}.jpg`);
  return prop.image ? storefrontFileUrl({ storefrontUrl }, prop.image.url) : null;
}

/**
 * The photo at `url` as a JPEG thumbnail, or null when it cannot be loaded or drawn. Loaded as an image the console's
 * policy already allows from the storefront (img-src), asking for CORS so the canvas it is drawn on stays readable.
 */
export async function photoThumbnail(url: string): Promise<PrintablePhoto | null> {
  try {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.src = url;
    await image.decode();
    const scale = Math.min(1, thumbnailSide / Math.max(image.naturalWidth || 1, image.naturalHeight || 1));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round((image.naturalWidth || thumbnailSide) * scale));
    canvas.height = Math.max(1, Math.round((image.naturalHeight || thumbnailSide) * scale));
    const context = canvas.getContext("2d");
    if (!context) return null;
    // A drawing with a transparent background prints on white, not black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
    return blob ? { bytes: new Uint8Array(await blob.arrayBuffer()), type: "jpeg" } : null;
  } catch {
    // Not found, not readable across origins, or not an image: the sheet prints a box instead.
    return null;
  }
}
