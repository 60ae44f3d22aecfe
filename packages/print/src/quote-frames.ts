// The head and foot of every page of a quote, drawn once the pages are all there: the band in the house's brand (its
// name, the quote's reference), the production and the day it was quoted, "Page N of M", and the house's details.
import type { PDFPage } from "pdf-lib";
import { muted, rule, write } from "./document.js";
import type { QuoteDrawing } from "./quote-draw.js";
import * as layout from "./quote-layout.js";
import { fitLine } from "./text.js";

/** The head and foot of every page, once the pages are all there: the band, "Page N of M", the house's details. */
export function drawFrames(pages: readonly PDFPage[], d: QuoteDrawing, vendorDetails: readonly string[]): void {
  const { fonts, quote, brand } = d;
  const { header, footer, margin, contentWidth, page: size } = layout;
  const p = fonts.printable;
  const reference = `Quote ${p(quote.reference)}`;
  const referenceWidth = fonts.bold.widthOfTextAtSize(reference, header.referenceSize);
  const vendor = fitLine(p(d.vendorName), fonts.bold, header.nameSize, contentWidth - referenceWidth - 40);
  const about = [p(quote.production), quote.quotedOn ? `Quoted ${p(quote.quotedOn)}` : ""].filter(Boolean).join(" · ");
  const details = vendorDetails.map((line) => fitLine(p(line), fonts.regular, footer.size, contentWidth)).slice(0, 2);
  pages.forEach((page, index) => {
    const top = size.height - margin;
    const bandBottom = top - header.band;
    page.drawRectangle({ x: margin, y: bandBottom, width: contentWidth, height: header.band, color: brand.colour });
    const inBand = (text: string, at: number, textSize: number, align?: "right") =>
      write(page, text, {
        x: at,
        y: bandBottom + (header.band - textSize * 0.7) / 2,
        size: textSize,
        font: fonts.bold,
        color: brand.onColour,
        align,
      });
    inBand(vendor, margin + 10, header.nameSize);
    inBand(reference, margin + contentWidth - 10, header.referenceSize, "right");
    const second = bandBottom - 14;
    write(page, fitLine(about, fonts.regular, header.size, contentWidth - 90), {
      x: margin,
      y: second,
      size: header.size,
      font: fonts.regular,
      color: muted,
    });
    write(page, `Page ${index + 1} of ${pages.length}`, {
      x: margin + contentWidth,
      y: second,
      size: header.size,
      font: fonts.regular,
      align: "right",
    });
    if (details.length === 0) return;
    const ruleY = margin + footer.height - 8;
    page.drawLine({
      start: { x: margin, y: ruleY },
      end: { x: margin + contentWidth, y: ruleY },
      thickness: 0.4,
      color: rule,
    });
    details.forEach((line, row) =>
      write(page, line, {
        x: margin,
        y: ruleY - 10 - row * footer.lineHeight,
        size: footer.size,
        font: fonts.regular,
        color: muted,
      }),
    );
  });
}
