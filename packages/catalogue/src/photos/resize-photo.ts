// One photo made ready for the storefront: resized to the widths a page asks for, in AVIF, WebP and JPEG, named by
// the item and a hash of the original, so the same photo imported again is found on disk and not made twice, and a
// changed photo gets new names (nothing cached by a browser or CDN goes stale). SVG drawings are drawn into pixels
// like any photo (svg-photo.ts says why), so no SVG from a sheet is ever stored or served.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type SharpOptions, type Sharp } from "sharp";
import type { PropImage } from "@backlot/domain";
import { type ImageFormat, catalogueImagesPath, resizedCopyUrl } from "@backlot/domain/catalogue";
import { svgDensity, svgInput, whyUnsafeSvg } from "./svg-photo.js";

/**
 * Enough for a phone's two-column grid at 3x (320, 640) and a gallery (960). 1024 looked no sharper and cost the
 * 1,000-photo budget its margin: AVIF time grows with pixels. See decision 0025.
 */
export const photoWidths = [320, 640, 960] as const;
export const photoFormats: readonly ImageFormat[] = ["avif", "webp", "jpeg"];

// One libvips thread per photo; the import runs a photo per core (and one more), which keeps the cores busy with less
// overhead than threads inside each photo.
sharp.concurrency(1);
sharp.cache(false);

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // 4:2:0 halves AVIF's time against sharp's default 4:4:4, with no loss a photo of a prop would show.
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 75, effort: 0 }),
  jpeg: (image) => image.jpeg({ quality: 78 }),
};

/** A name safe in a URL and on any disk, from an item number. */
const fileStem = (itemNumber: string, bytes: Buffer) =>
  `${itemNumber.replace(/[^A-Za-z0-9_-]/g, "_")}-${createHash("sha256").update(bytes).digest("hex").slice(0, 10)}`;

/**
 * How sharp is to open the photo: an SVG checked (or refused, by throwing) and drawn at least as wide as the widest
 * copy, anything else as it is. The image library takes any text starting with "<" for SVG, so the check is on what
 * it would read, not on the file's name.
 */
async function inputOptions(bytes: Buffer): Promise<SharpOptions> {
  const input = svgInput(bytes);
  if ("refused" in input) throw new Error(input.refused);
  if (input.svg) {
    const unsafe = whyUnsafeSvg(input.text);
    if (unsafe) throw new Error(unsafe);
  }
  const { format, width, height } = await sharp(bytes).metadata();
  if (format === "svg" && !input.svg) throw new Error("an SVG in a form Backlot does not read; save it as plain SVG");
  if (format !== "svg") return {};
  if (!width || !height) throw new Error("the SVG gives no size (width and height, or a viewBox)");
  return { density: svgDensity(width) };
}

export interface PreparedPhoto {
  image: PropImage;
  /** False when every file was already on disk from an earlier import. */
  made: boolean;
}

/** The copies an earlier import made of the photo with this stem, from the folder's listing, if all are there. */
function madeBefore(stem: string, onDisk: ReadonlySet<string>): number[] | undefined {
  const widths = new Set<number>();
  const pattern = new RegExp(`^${stem}-(\\d+)\\.(avif|webp|jpg)$`);
  for (const name of onDisk) {
    const width = pattern.exec(name)?.[1];
    if (width) widths.add(Number(width));
  }
  const sorted = [...widths].sort((a, b) => a - b);
  const widest = sorted[sorted.length - 1];
  if (widest === undefined || widest > (photoWidths[photoWidths.length - 1] as number)) return undefined;
  // Every width below the widest must be there too (an import stopped half way writes the widest first).
  const expected = [...photoWidths.filter((width) => width < widest), widest];
  const complete =
    expected.length === sorted.length &&
    expected.every((width) => photoFormats.every((format) => onDisk.has(resizedCopyUrl(stem, width, format))));
  return complete ? sorted : undefined;
}

/**
 * The photo ready for the storefront. `onDisk` lists the names already in `imagesDir` (the folder exists), read
 * once per import: a photo made before is found there without decoding it or asking the disk nine times.
 */
export async function preparePhoto(
  bytes: Buffer,
  itemNumber: string,
  alt: string,
  imagesDir: string,
  onDisk: ReadonlySet<string>,
): Promise<PreparedPhoto> {
  const stem = fileStem(itemNumber, bytes);
  const path = `${catalogueImagesPath}/${stem}`;
  const resized = (widths: number[], width: number, height: number): PropImage => ({
    url: resizedCopyUrl(path, width, "jpeg"),
    alt,
    width,
    height,
    resized: {
      path,
      widths: widths as [number, ...number[]],
      formats: [...photoFormats] as [ImageFormat, ...ImageFormat[]],
    },
  });
  const earlier = madeBefore(stem, onDisk);
  if (earlier) {
    const widest = earlier[earlier.length - 1] as number;
    const { width, height } = await sharp(join(imagesDir, resizedCopyUrl(stem, widest, "jpeg"))).metadata();
    if (width && height) return { image: resized(earlier, width, height), made: false };
  }

  // Checked only when copies are to be made: a photo refused before (an unsafe SVG, say) has none on disk, so it
  // is refused again every time, and one made before is not parsed twice.
  const input = await inputOptions(bytes);
  // Decoded once at the largest width (rotated upright by its EXIF), then each smaller width from that.
  let { data, info } = await sharp(bytes, { failOn: "error", ...input })
    .rotate()
    .resize({ width: photoWidths[photoWidths.length - 1], withoutEnlargement: true })
    // A cut-out PNG's transparent background becomes white, as a photo on a seamless would be.
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const widths = [...new Set(photoWidths.map((width) => Math.min(width, info.width)))];
  const image = resized(widths, info.width, info.height);
  const fileOf = (width: number, format: ImageFormat) => join(imagesDir, resizedCopyUrl(stem, width, format));
  for (const width of [...widths].reverse()) {
    if (width < info.width)
      ({ data, info } = await sharp(data, { raw: info }).resize({ width }).raw().toBuffer({ resolveWithObject: true }));
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    await Promise.all(
      photoFormats.map(async (format) =>
        writeFile(fileOf(width, format), await encoders[format](sharp(data, raw)).toBuffer()),
      ),
    );
  }
  return { image, made: true };
}
