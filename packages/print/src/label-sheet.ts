// Label sheets: one label per prop (or several copies), each with the prop's QR code and Code 128 barcode, its name,
// item number and shelf, and the prop house's name, laid out on a stock from label-formats.ts over as many pages as
// the labels take.
import type { PDFPage } from "pdf-lib";
import { limits } from "@backlot/domain";
import { type Code128, type QrCode, code128, drawCode128, drawQrCode, itemNumberProblem, qrCode } from "./codes.js";
import { type Fonts, muted, newDocument, write } from "./document.js";
import { type LabelFormat, type LabelFormatId, labelFormats, labelOrigin, labelsPerPage } from "./label-formats.js";
import { fitLine, fitLines } from "./text.js";

export interface Label {
  /** The prop's id ("BPH-10092"): printed, and encoded in both codes. */
  itemNumber: string;
  /** Shortened with an ellipsis when it does not fit the label. */
  name: string;
  /** Where it is shelved ("Aisle 3 · Bay 12"). */
  location?: string;
}

export interface LabelSheetOptions {
  format: LabelFormatId;
  /** Labels printed for each prop, side by side in the flow (1 unless told). */
  copies?: number;
  /** The prop house's name, printed small on every label. */
  vendorName: string;
}

interface Codes {
  qr: QrCode;
  code128: Code128;
}

/**
 * Where things go inside a label of `format`, as boxes from its bottom-left corner: the QR code (its quiet zone
 * included) on the left, as tall as the label allows, and the column of text and barcode beside it; and the type size.
 */
export function labelLayout(format: LabelFormat) {
  const width = format.label.width - 2 * format.padding.x;
  const height = format.label.height - 2 * format.padding.y;
  const qrSide = Math.min(height, width * 0.4);
  const columnWidth = width - qrSide;
  return {
    qr: { x: format.padding.x, y: format.padding.y + (height - qrSide) / 2, width: qrSide, height: qrSide },
    column: { x: format.padding.x + qrSide, y: format.padding.y, width: columnWidth, height },
    size: Math.max(6.5, Math.min(13, height / 7.2, columnWidth / 11)),
    // A label an inch tall has room for one line of name; a taller one for two.
    nameLines: height >= 90 ? 2 : 1,
  };
}

function drawLabel(
  page: PDFPage,
  origin: { x: number; y: number },
  format: LabelFormat,
  label: Label,
  codes: Codes,
  fonts: Fonts,
  vendorName: string,
): void {
  const { qr, column, size, nameLines } = labelLayout(format);
  drawQrCode(page, codes.qr, origin.x + qr.x, origin.y + qr.y, qr.width);

  const x = origin.x + column.x;
  const bottom = origin.y + column.y;
  const width = column.width;
  let y = bottom + column.height;
  const line = (text: string, lineSize: number, font = fonts.regular) => {
    write(page, text, { x, y: y - lineSize * 0.8, size: lineSize, font });
    y -= lineSize * 1.2;
  };
  for (const each of fitLines(fonts.printable(label.name), fonts.bold, size, width, nameLines))
    line(each, size, fonts.bold);
  line(fitLine(label.itemNumber, fonts.bold, size * 0.95, width), size * 0.95, fonts.bold);
  // The location's line is kept even when empty, so every label's barcode sits at the same height.
  line(fitLine(fonts.printable(label.location ?? ""), fonts.regular, size * 0.85, width), size * 0.85);

  const vendorSize = Math.max(5, size * 0.65);
  write(page, fitLine(vendorName, fonts.regular, vendorSize, width), {
    x,
    y: bottom + vendorSize * 0.25,
    size: vendorSize,
    font: fonts.regular,
    color: muted,
  });
  // The barcode takes the room between the text and the vendor's name, up to 3/4″ tall.
  const gap = size * 0.25;
  const barsBottom = bottom + vendorSize * 1.2 + gap;
  const barsHeight = Math.min(y - gap - barsBottom, 54);
  drawCode128(page, codes.code128, { x, y: barsBottom, width, height: barsHeight });
}

/** What is wrong with the labels and options, or null; labelSheetPdf throws it. */
function labelSheetProblem(labels: readonly Label[], options: LabelSheetOptions): string | null {
  if (!Object.hasOwn(labelFormats, options.format))
    return `Unknown label format "${options.format}": use one of ${Object.keys(labelFormats).join(", ")}`;
  const copies = options.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1 || copies > limits.dock.labelCopies)
    return `copies must be a whole number from 1 to ${limits.dock.labelCopies}, not ${copies}`;
  if (labels.length === 0) return "There are no labels to print: pass at least one";
  for (const label of labels) {
    const problem = itemNumberProblem(label.itemNumber);
    if (problem) return problem;
  }
  return null;
}

/**
 * A PDF of `labels` on the label stock `options.format`, each label `options.copies` times (copies of a prop sit
 * together), across then down, over as many pages as it takes. Throws an Error naming what is wrong with the input.
 */
export async function labelSheetPdf(labels: readonly Label[], options: LabelSheetOptions): Promise<Uint8Array> {
  const problem = labelSheetProblem(labels, options);
  if (problem) throw new Error(`labelSheetPdf: ${problem}`);
  const format = labelFormats[options.format];
  const copies = options.copies ?? 1;
  const { document, fonts } = await newDocument(`Labels · ${format.name}`, options.vendorName);
  const vendorName = fonts.printable(options.vendorName);

  const codes = new Map<string, Codes>();
  const codesOf = (itemNumber: string): Codes => {
    let found = codes.get(itemNumber);
    if (!found) codes.set(itemNumber, (found = { qr: qrCode(itemNumber), code128: code128(itemNumber) }));
    return found;
  };

  const flow = labels.flatMap((label) => Array.from({ length: copies }, () => label));
  const perPage = labelsPerPage(format);
  for (let start = 0; start < flow.length; start += perPage) {
    const page = document.addPage([format.page.width, format.page.height]);
    flow.slice(start, start + perPage).forEach((label, slot) => {
      drawLabel(page, labelOrigin(format, slot), format, label, codesOf(label.itemNumber), fonts, vendorName);
    });
  }
  return document.save();
}
