// Pull sheets: what to take off the shelves for one day or one order, carried through the warehouse. The lines are
// grouped by location (@backlot/domain's groupByLocation, as the console's pull list); each shows the prop's photo,
// name, item number and barcode, how many, for which order, and an empty box to tick. Every page carries the title and
// "Page N of M".
import type { PDFDocument, PDFImage } from "pdf-lib";
import { type Code128, code128, itemNumberProblem } from "./codes.js";
import { type Fonts, muted, newDocument, write } from "./document.js";
import {
  Flow,
  count,
  drawColumnNames,
  drawGroupHeading,
  drawHeaders,
  drawLine,
  drawOrders,
} from "./pull-sheet-draw.js";
import { groupByLocation } from "@backlot/domain/dock";
import * as layout from "./pull-sheet-layout.js";
import type { PullSheet, PullSheetLine } from "./pull-sheet-types.js";

export type { PullSheet, PullSheetLine, PullSheetOrder, PullSheetPhoto } from "./pull-sheet-types.js";

/** What is wrong with the sheet, or null; pullSheetPdf throws it. */
function pullSheetProblem(sheet: PullSheet): string | null {
  const references = new Set(sheet.orders.map((order) => order.reference));
  for (const line of sheet.lines) {
    const problem = itemNumberProblem(line.itemNumber);
    if (problem) return problem;
    const where = `line ${line.itemNumber} of order ${line.orderReference}`;
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      return `${where}: quantity must be a whole number of at least 1, not ${line.quantity}`;
    if (!references.has(line.orderReference))
      return `${where}: the order is not among the sheet's orders (${[...references].join(", ") || "none"})`;
    if (line.photo && line.photo.type !== "jpeg" && line.photo.type !== "png")
      return `${where}: a photo must be "jpeg" or "png", not "${String(line.photo.type)}"`;
  }
  return null;
}

/** Each distinct photo embedded once (a prop on two orders shares its image). */
async function embedPhotos(document: PDFDocument, lines: readonly PullSheetLine[]): Promise<Map<Uint8Array, PDFImage>> {
  const images = new Map<Uint8Array, PDFImage>();
  for (const line of lines) {
    const photo = line.photo;
    if (!photo || images.has(photo.bytes)) continue;
    try {
      const image = photo.type === "png" ? await document.embedPng(photo.bytes) : await document.embedJpg(photo.bytes);
      images.set(photo.bytes, image);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `pullSheetPdf: the photo of line ${line.itemNumber} (order ${line.orderReference}) is not a readable ` +
          `${photo.type.toUpperCase()}: ${reason}`,
        { cause: error },
      );
    }
  }
  return images;
}

function drawLines(flow: Flow, sheet: PullSheet, images: Map<Uint8Array, PDFImage>, fonts: Fonts): void {
  if (sheet.lines.length === 0) {
    write(flow.page, "Nothing to pull.", {
      x: layout.margin,
      y: flow.y - 12,
      size: 10,
      font: fonts.regular,
      color: muted,
    });
    return;
  }
  const codes = new Map<string, Code128>();
  const codeOf = (itemNumber: string) => {
    let code = codes.get(itemNumber);
    if (!code) codes.set(itemNumber, (code = code128(itemNumber)));
    return code;
  };
  flow.room(layout.columnNames.height + layout.group.height + layout.line.height);
  drawColumnNames(flow, fonts);
  for (const group of groupByLocation(sheet.lines)) {
    const heading = fonts.printable(group.heading);
    const pieces = group.lines.reduce((sum, line) => sum + line.quantity, 0);
    const detail = `${count(group.lines.length, "line", "lines")} · ${count(pieces, "piece", "pieces")}`;
    // A heading never ends a page: it goes over with its first line.
    flow.afterBreak = () => drawColumnNames(flow, fonts);
    flow.room(layout.group.height + layout.line.height);
    drawGroupHeading(flow, heading, detail, fonts);
    flow.afterBreak = () => {
      drawColumnNames(flow, fonts);
      drawGroupHeading(flow, `${heading} (continued)`, detail, fonts);
    };
    for (const line of group.lines) {
      flow.room(layout.line.height);
      drawLine(
        flow.page,
        flow.y,
        line,
        { code: codeOf(line.itemNumber), image: line.photo && images.get(line.photo.bytes) },
        fonts,
      );
      flow.y -= layout.line.height;
    }
  }
  flow.afterBreak = null;
}

/**
 * A pull sheet as a PDF on US Letter: the header on every page, the orders it covers, then the lines by location.
 * Throws an Error naming what is wrong with the sheet (an unknown order reference, a quantity under 1, a photo that
 * is not the JPEG or PNG it says).
 */
export async function pullSheetPdf(sheet: PullSheet): Promise<Uint8Array> {
  const problem = pullSheetProblem(sheet);
  if (problem) throw new Error(`pullSheetPdf: ${problem}`);
  const { document, fonts } = await newDocument(sheet.title, sheet.vendorName);
  const images = await embedPhotos(document, sheet.lines);
  const flow = new Flow(document);
  drawOrders(flow, sheet.orders, fonts);
  drawLines(flow, sheet, images, fonts);
  drawHeaders(document.getPages(), sheet, fonts);
  return document.save();
}
