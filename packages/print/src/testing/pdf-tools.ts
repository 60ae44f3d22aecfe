// Reading a built PDF back as a person and a scanner would: poppler's pdftotext, pdfinfo, pdfimages and pdftoppm
// (scripts/bootstrap.sh installs poppler-utils), and ZXing decoding the rasterised codes. Tests only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { PNG } from "pngjs";

/** Runs a poppler tool on `bytes` in a temporary file; in `args`, "{pdf}" is that file and "{dir}" its folder. */
function poppler<T>(tool: string, bytes: Uint8Array, args: string[], read: (stdout: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "backlot-print-"));
  try {
    const pdf = join(dir, "document.pdf");
    writeFileSync(pdf, bytes);
    const filled = args.map((arg) => arg.replace("{pdf}", pdf).replace("{dir}", dir));
    let stdout: string;
    try {
      stdout = execFileSync(tool, filled, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT")
        throw new Error(`${tool} is missing: install poppler-utils (sh scripts/bootstrap.sh does, as root)`, {
          cause: error,
        });
      throw error;
    }
    return read(stdout, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF (or of one page) in reading order, each run of spaces as one. */
export function pdfText(bytes: Uint8Array, page?: number): string {
  const pages = page ? ["-f", String(page), "-l", String(page)] : [];
  return poppler("pdftotext", bytes, ["-enc", "UTF-8", ...pages, "{pdf}", "-"], (out) => out.replace(/[ \t]+/g, " "));
}

/** Each page's text, in order. */
export const pdfPagesText = (bytes: Uint8Array): string[] => pdfText(bytes).split("\f").slice(0, -1);

export function pdfInfo(bytes: Uint8Array): { pages: number; pageSize: string; title: string } {
  return poppler("pdfinfo", bytes, ["{pdf}"], (out) => ({
    pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]),
    pageSize: /^Page size:\s+(.+)$/m.exec(out)?.[1] ?? "",
    title: /^Title:\s+(.+)$/m.exec(out)?.[1] ?? "",
  }));
}

/** The images drawn on each page, as pdfimages lists them: page number and encoding ("jpeg", "image"). */
export function pdfImages(bytes: Uint8Array): Array<{ page: number; encoding: string }> {
  return poppler("pdfimages", bytes, ["-list", "{pdf}"], (out) =>
    out
      .split("\n")
      .slice(2)
      .filter((row) => row.trim())
      .map((row) => row.trim().split(/\s+/))
      .map((cells) => ({ page: Number(cells[0]), encoding: cells[8] ?? "" })),
  );
}

/** A rasterised page: grey levels, one byte a pixel, and the scale from PDF points to pixels. */
export interface Raster {
  width: number;
  height: number;
  grey: Uint8ClampedArray;
  pixelsPerPoint: number;
  /** The page's height in points, to turn PDF's y-up boxes into rows. */
  pageHeight: number;
}

/** Page `page` (1-based) rendered by pdftoppm at `dpi`, as a printer would see it. */
export function rasterise(bytes: Uint8Array, page: number, dpi = 300): Raster {
  return poppler(
    "pdftoppm",
    bytes,
    ["-png", "-r", String(dpi), "-f", `${page}`, "-l", `${page}`, "-singlefile", "{pdf}", "{dir}/page"],
    (_, dir) => {
      const png = PNG.sync.read(readFileSync(join(dir, "page.png")));
      const grey = new Uint8ClampedArray(png.width * png.height);
      for (let i = 0; i < grey.length; i++)
        grey[i] = (png.data[i * 4]! * 299 + png.data[i * 4 + 1]! * 587 + png.data[i * 4 + 2]! * 114) / 1000;
      const pixelsPerPoint = dpi / 72;
      return { width: png.width, height: png.height, grey, pixelsPerPoint, pageHeight: png.height / pixelsPerPoint };
    },
  );
}

/** A box on the page in PDF points: bottom-left corner, y up. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the code of `format` inside `box` of the page says, or null when none decodes there. */
export function decodeIn(raster: Raster, box: Box, format: "qr" | "code128"): string | null {
  const scale = raster.pixelsPerPoint;
  const left = Math.max(0, Math.floor(box.x * scale));
  const top = Math.max(0, Math.floor((raster.pageHeight - box.y - box.height) * scale));
  const width = Math.min(raster.width - left, Math.ceil(box.width * scale));
  const height = Math.min(raster.height - top, Math.ceil(box.height * scale));
  const crop = new Uint8ClampedArray(width * height);
  for (let row = 0; row < height; row++)
    crop.set(
      raster.grey.subarray((top + row) * raster.width + left, (top + row) * raster.width + left + width),
      row * width,
    );
  // One reader per symbology (MultiFormatReader logs every miss to the console).
  const reader = format === "qr" ? new QRCodeReader() : new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  try {
    return reader
      .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(crop, width, height))), hints)
      .getText();
  } catch {
    return null;
  }
}

/** Each page's text laid out as printed (pdftotext -layout): a table's row on one line, each run of spaces as one. */
export const pdfLayoutPagesText = (bytes: Uint8Array): string[] =>
  poppler("pdftotext", bytes, ["-layout", "-enc", "UTF-8", "{pdf}", "-"], (out) => out.replace(/[ \t]+/g, " "))
    .split("\f")
    .slice(0, -1);
