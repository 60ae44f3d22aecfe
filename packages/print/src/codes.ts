// The scannable codes on labels and pull sheets: a QR code and a Code 128 barcode of a prop's item number, encoded by
// bwip-js and drawn by us as filled rectangles (vector, so they print sharp at any size). bwip-js's platform-neutral
// build ("bwip-js/generic") encodes the same in the browser and in Node; its `raw` gives the symbol's modules
// (Code 128 bar and space widths, the QR's grid), so nothing here depends on a canvas, a PNG encoder or an SVG parser.
import bwipjs from "bwip-js/generic";
import { type PDFPage, fill, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor } from "pdf-lib";

/** Code 128's quiet zone: 10 modules of nothing each side (ISO/IEC 15417). */
const code128Quiet = 10;
/** QR's quiet zone: 4 modules round the symbol (ISO/IEC 18004). */
const qrQuiet = 4;

/** A Code 128 symbol: its bars as [start, width] in modules, counted from the left edge of its quiet zone. */
export interface Code128 {
  bars: ReadonlyArray<readonly [number, number]>;
  /** Modules across, both quiet zones included. */
  modules: number;
}

/** A QR symbol: its dark modules as runs along rows ([row, column, length]), quiet zone included in `size`. */
export interface QrCode {
  runs: ReadonlyArray<readonly [number, number, number]>;
  /** Modules per side, both quiet zones included. */
  size: number;
}

/** What bwip-js's `raw` gives for one symbol: a linear code's bar and space widths, or a 2D code's grid. */
type Raw = { sbs: number[] } | { pixs: number[]; pixx: number; pixy: number };

// The default export's `raw` is bwip-js's encoder-only call; the generic build's *named* `raw` export is the "raw"
// symbology instead, so this module only ever calls it through the default export.
function encode(bcid: "code128" | "qrcode", text: string): Raw {
  try {
    const [symbol]: Raw[] = bwipjs.raw(bcid, text, {});
    if (!symbol) throw new Error("no symbol");
    return symbol;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Item number "${text}" cannot be encoded as ${bcid === "qrcode" ? "a QR code" : "Code 128"}: ${reason}`,
      { cause: error },
    );
  }
}

/**
 * What an item number must be to be scanned back: printable ASCII (Code 128 encodes ASCII, and a scanner types what
 * it reads), one line, not empty. A prop's id ("BPH-10092": letters, digits, `_` and `-`) always is.
 */
export function itemNumberProblem(itemNumber: string): string | null {
  if (!/^[\x20-\x7e]+$/.test(itemNumber) || itemNumber.trim() !== itemNumber || itemNumber === "")
    return `Item number "${itemNumber}" must be letters, digits and ASCII punctuation with no space at either end`;
  return null;
}

export function code128(text: string): Code128 {
  const symbol = encode("code128", text);
  if (!("sbs" in symbol)) throw new Error(`Item number "${text}": bwip-js returned no Code 128 bars`);
  const bars: Array<readonly [number, number]> = [];
  let x = code128Quiet;
  // sbs alternates bar and space widths, starting with a bar.
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, modules: x + code128Quiet };
}

export function qrCode(text: string): QrCode {
  const symbol = encode("qrcode", text);
  if (!("pixs" in symbol)) throw new Error(`Item number "${text}": bwip-js returned no QR modules`);
  const { pixs, pixx, pixy } = symbol;
  const runs: Array<readonly [number, number, number]> = [];
  for (let row = 0; row < pixy; row++) {
    for (let column = 0; column < pixx; column++) {
      if (!pixs[row * pixx + column]) continue;
      let length = 1;
      while (column + length < pixx && pixs[row * pixx + column + length]) length++;
      runs.push([row + qrQuiet, column + qrQuiet, length]);
      column += length;
    }
  }
  return { runs, size: Math.max(pixx, pixy) + 2 * qrQuiet };
}

/** Fills `rects` ([x, y, width, height] in points) black as one path, so touching modules leave no seam. */
function fillRects(page: PDFPage, rects: ReadonlyArray<readonly [number, number, number, number]>): void {
  if (rects.length === 0) return;
  page.pushOperators(
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    ...rects.map(([x, y, width, height]) => rectangle(x, y, width, height)),
    fill(),
    popGraphicsState(),
  );
}

export interface Code128Placement {
  /** The left edge of the quiet zone and the bottom of the bars, in points. */
  x: number;
  y: number;
  /** The most room across (quiet zones included) and the bars' height. */
  width: number;
  height: number;
  /** The widest a module may be (20 mil, 1.44 pt, unless told): wider bars scan no better and look crude. */
  maxModule?: number;
}

/** Draws `code` within the placement, its modules as wide as fit; returns the width it took, quiet zones included. */
export function drawCode128(page: PDFPage, code: Code128, placement: Code128Placement): number {
  const module = Math.min(placement.width / code.modules, placement.maxModule ?? 1.44);
  fillRects(
    page,
    code.bars.map(([start, width]) => [placement.x + start * module, placement.y, width * module, placement.height]),
  );
  return code.modules * module;
}

/** Draws `code` as a square of `side` points (quiet zone included) with its bottom-left corner at `x`, `y`. */
export function drawQrCode(page: PDFPage, code: QrCode, x: number, y: number, side: number): void {
  const module = side / code.size;
  const top = y + side;
  fillRects(
    page,
    code.runs.map(([row, column, length]) => [x + column * module, top - (row + 1) * module, length * module, module]),
  );
}
