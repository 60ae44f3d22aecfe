// What every printed document starts from: an empty PDF with its title and author, PDF's standard Helvetica (never
// embedded, so files stay small) and the one way to make text printable with it.
import { singleLine } from "@backlot/domain";
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";
import { characterSet, printableWith } from "./text.js";

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Any string as one line the fonts can print (see text.ts); every caller's string goes through it. */
  printable: (text: string) => string;
}

export const ink = rgb(0.08, 0.08, 0.08);
export const muted = rgb(0.38, 0.38, 0.38);
export const rule = rgb(0.7, 0.7, 0.7);

export async function newDocument(title: string, author: string): Promise<{ document: PDFDocument; fonts: Fonts }> {
  // No creation or change date from the clock: the same data makes the same bytes.
  const document = await PDFDocument.create({ updateMetadata: false });
  const [regular, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  const printable = printableWith(characterSet(regular));
  // The document's properties are Unicode, so they keep what the fonts cannot print.
  document.setTitle(singleLine(title));
  document.setAuthor(singleLine(author));
  document.setCreator("Backlot");
  document.setProducer("Backlot (pdf-lib)");
  return { document, fonts: { regular, bold, printable } };
}

/** Writes `text` (already printable) with its baseline at `y`; right-aligned at `x` when `align` says so. */
export function write(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; font: PDFFont; color?: ReturnType<typeof rgb>; align?: "right" },
): void {
  if (!text) return;
  const x = at.align === "right" ? at.x - at.font.widthOfTextAtSize(text, at.size) : at.x;
  page.drawText(text, { x, y: at.y, size: at.size, font: at.font, color: at.color ?? ink });
}
