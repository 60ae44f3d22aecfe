// A few lines of flowing text on US Letter pages with pdf-lib: wrapped paragraphs, headings, list items, an image,
// and a footer on every page. Helvetica is one of PDF's standard fonts, so nothing is embedded and the file stays
// small; it covers Latin-1 and the usual typography (WinAnsi), and any other character prints as "?" (the drawn
// signature image is kept as drawn whatever the typed name holds).
import { type PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";

const pageSize: [number, number] = [612, 792];
const margin = 54;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.35, 0.35, 0.35);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  mono?: boolean;
  muted?: boolean;
  /** Points from the left margin (a list item's text). */
  indent?: number;
  /** Space after, in points. */
  after?: number;
}

export interface PdfWriter {
  text(text: string, style?: TextStyle): void;
  /** A list item: its marker ("1.", "•") hanging in the indent. */
  item(marker: string, text: string, style?: TextStyle): void;
  space(points: number): void;
  /** A PNG (bytes), scaled to fit `maxWidth` by `maxHeight`, on a light rule like a signature line. */
  image(png: Uint8Array, maxWidth: number, maxHeight: number): Promise<void>;
  /** Writes `footer(page, pages)` at the foot of every page; call once, last. */
  finish(footer: (page: number, pages: number) => string): void;
}

/** Spaces Intl writes (narrow no-break, thin, no-break) as plain spaces, and characters the font lacks as "?". */
function encodable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/[\u00a0\u2000-\u200b\u202f\u205f]/g, " ").replace(/[\t\r\n]+/g, " ")]
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?"))
      .join("");
}

export async function pdfWriter(document: PDFDocument): Promise<PdfWriter> {
  const [regular, bold, mono] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
    document.embedFont(StandardFonts.Courier),
  ]);
  const clean = encodable(regular);
  const width = pageSize[0] - 2 * margin;
  let page: PDFPage = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const room = (height: number) => {
    if (y - height >= margin + 24) return;
    page = document.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const fontOf = (style: TextStyle) => (style.mono ? mono : style.bold ? bold : regular);

  /** `text` broken into lines no wider than `max` points; a word longer than a line is broken where it must be. */
  function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(" ").filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= max) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > max) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > max) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  function lines(text: string, style: TextStyle, marker?: string) {
    const size = style.size ?? 10;
    const font = fontOf(style);
    const indent = style.indent ?? 0;
    const leading = size * 1.35;
    const color = style.muted ? muted : ink;
    wrap(clean(text), font, size, width - indent).forEach((line, index) => {
      room(leading);
      y -= leading;
      if (index === 0 && marker)
        page.drawText(clean(marker), { x: margin + indent - 16, y, size, font: regular, color });
      page.drawText(line, { x: margin + indent, y, size, font, color });
    });
    y -= style.after ?? size * 0.6;
  }

  return {
    text: (text, style = {}) => lines(text, style),
    item: (marker, text, style = {}) => lines(text, { indent: 18, ...style }, marker),
    space(points) {
      y -= points;
    },
    async image(png, maxWidth, maxHeight) {
      const image = await document.embedPng(png);
      const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
      const [w, h] = [image.width * scale, image.height * scale];
      room(h + 8);
      y -= h;
      page.drawImage(image, { x: margin, y, width: w, height: h });
      y -= 4;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + maxWidth, y }, thickness: 0.5, color: muted });
      y -= 10;
    },
    finish(footer) {
      const pages = document.getPages();
      pages.forEach((each, index) => {
        each.drawText(clean(footer(index + 1, pages.length)), {
          x: margin,
          y: margin - 18,
          size: 8,
          font: regular,
          color: muted,
        });
      });
    },
  };
}
