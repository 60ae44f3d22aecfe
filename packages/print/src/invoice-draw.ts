// Drawing an invoice's parts onto its pages: who it is billed to and its facts, the totals kept together, and the band,
// page number and house's details on every page (the tables are invoice-tables.ts); and the cell helpers they share.
import { brandBand } from "./colour.js";
import { calendarDateAt, formatCalendarDate, formatRentalDates } from "@backlot/domain";
import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import { type Fonts, muted, rule, write } from "./document.js";
import * as layout from "./invoice-layout.js";
import type { InvoicePdfOptions, PrintedInvoice } from "./invoice-types.js";
import type { PageFlow } from "./page-flow.js";
import { fitLine, fitLines } from "./text.js";

/** What every part is drawn with. */
export interface Drawing {
  flow: PageFlow;
  fonts: Fonts;
  frame: layout.Frame;
  colours: { brand: RGB; onBrand: RGB };
  /** An amount in the invoice's currency, written for the locale and made printable. */
  money: (minorUnits: number) => string;
  /** A percent such as 8.875 written for the locale ("8.875%"). */
  percent: (value: number) => string;
  /** An instant as the house's day ("Dec 20, 2026"). */
  day: (instant: Date) => string;
}

/** x from the page's left edge for `offset` from the left margin. */
export const x = (offset: number) => layout.margin + offset;
/** `text` (already printable) from `at.x`, shortened with an ellipsis to `at.width`. */
export function cell(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; width: number; font: PDFFont; size?: number },
) {
  const size = at.size ?? layout.rows.size;
  write(page, fitLine(text, at.font, size, at.width), { x: x(at.x), y: at.y, size, font: at.font });
}

/** A number or amount with its right edge at `right`. */
export function number(page: PDFPage, text: string, right: number, y: number, font: PDFFont) {
  write(page, text, { x: x(right), y, size: layout.rows.size, font, align: "right" });
}

/** The brand's colours for pdf-lib (the band every document prints). */
export function brandColours(brand: InvoicePdfOptions["brand"]): Drawing["colours"] {
  const band = brandBand(brand);
  return { brand: band.colour, onBrand: band.onColour };
}

export function drawFacts(drawing: Drawing, invoice: PrintedInvoice, options: InvoicePdfOptions): void {
  const { flow, fonts, frame } = drawing;
  const { facts } = layout;
  const printable = fonts.printable;
  const top = flow.y;
  write(flow.page, "BILL TO", {
    x: x(0),
    y: top - facts.headingSize,
    size: facts.headingSize,
    font: fonts.bold,
    color: muted,
  });
  const half = frame.contentWidth / 2 - 8;
  const billTo = [invoice.billTo.name, invoice.billTo.company, invoice.billTo.email].map(printable).filter(Boolean);
  billTo.forEach((text, index) => {
    const font = index === 0 ? fonts.bold : fonts.regular;
    cell(flow.page, text, {
      x: 0,
      y: top - 14 - (index + 1) * facts.lineHeight + 3,
      width: half,
      font,
      size: facts.size,
    });
  });
  const right = frame.contentWidth / 2 + 8;
  const rental = formatRentalDates(invoice.pickUpDate, invoice.returnDate, options.locale);
  const details: Array<[string, string]> = [
    ["Invoice", invoice.number],
    ["Issued", drawing.day(invoice.issuedAt)],
    ["Order", options.orderReference],
    ["Rental", rental],
  ];
  details.forEach(([label, value], index) => {
    const y = top - (index + 1) * facts.lineHeight + 3;
    write(flow.page, label, { x: x(right), y, size: facts.size - 1, font: fonts.regular, color: muted });
    const width = frame.contentWidth - right - facts.labelWidth;
    cell(flow.page, printable(value), { x: right + facts.labelWidth, y, width, font: fonts.bold, size: facts.size });
  });
  const lines = Math.max(billTo.length + 1, details.length);
  flow.y = top - lines * facts.lineHeight - facts.after;
}

const methodNames = { card: "Card", check: "Check", ach: "ACH transfer", account: "On account" } as const;

/** The totals, the payments and the balance, kept together on one page. */
export function drawTotals(drawing: Drawing, invoice: PrintedInvoice, paymentNote: string): void {
  const { flow, fonts, frame, money, percent } = drawing;
  const { charges } = invoice;
  const { totals: t } = charges;
  type Line = { label: string; value: string; strong?: boolean; ruleAbove?: boolean };
  const lines: Line[] = [{ label: "Rent", value: money(t.rent) }];
  if (charges.losses.length > 0) lines.push({ label: "Losses", value: money(t.loss) });
  if (charges.damages.length > 0) lines.push({ label: "Damage", value: money(t.damage) });
  lines.push({ label: "Delivery", value: money(t.delivery) });
  lines.push(
    charges.taxExempt
      ? { label: "Sales tax", value: "Exempt" }
      : { label: `Sales tax ${percent(charges.taxPercentage)} on ${money(t.taxable)}`, value: money(t.tax) },
  );
  if (charges.cardFeePercentage !== null)
    lines.push({ label: `Card fee ${percent(charges.cardFeePercentage)}`, value: money(t.cardFee) });
  lines.push({ label: "Total", value: money(t.total), strong: true, ruleAbove: true });
  for (const payment of invoice.payments) {
    const parts = [methodNames[payment.method], fonts.printable(payment.reference), drawing.day(payment.at)];
    lines.push({ label: parts.filter(Boolean).join(" · "), value: money(-payment.amount) });
  }
  const balance = invoice.balanceDue;
  lines.push({
    label: balance < 0 ? "Credit" : "Balance due",
    value: money(Math.abs(balance)),
    strong: true,
    ruleAbove: true,
  });

  const note = paymentNote
    ? fitLines(
        fonts.printable(paymentNote),
        fonts.regular,
        layout.paymentNote.size,
        frame.contentWidth,
        layout.paymentNote.maxLines,
      )
    : [];
  const noteHeight = note.length ? layout.paymentNote.before + note.length * layout.paymentNote.lineHeight : 0;
  const height = lines.length * layout.totals.rowHeight + 2 * layout.totals.gap + noteHeight;
  flow.room(height);
  const labelX = frame.contentWidth - layout.totals.labelFromRight;
  for (const line of lines) {
    if (line.ruleAbove) {
      flow.y -= layout.totals.gap;
      flow.page.drawLine({
        start: { x: x(labelX), y: flow.y },
        end: { x: x(frame.contentWidth), y: flow.y },
        thickness: line.label === "Total" ? 0.6 : 1.2,
        color: line.label === "Total" ? rule : drawing.colours.brand,
      });
    }
    const size = line.strong ? layout.totals.totalSize : layout.totals.size;
    const font = line.strong ? fonts.bold : fonts.regular;
    const y = flow.y - size - 2;
    const valueWidth = font.widthOfTextAtSize(line.value, size);
    write(flow.page, fitLine(line.label, font, size, layout.totals.labelFromRight - valueWidth - 10), {
      x: x(labelX),
      y,
      size,
      font,
    });
    write(flow.page, line.value, { x: x(frame.contentWidth), y, size, font, align: "right" });
    flow.y -= layout.totals.rowHeight;
  }
  if (note.length) flow.y -= layout.paymentNote.before;
  for (const text of note) {
    flow.y -= layout.paymentNote.lineHeight;
    write(flow.page, text, { x: x(0), y: flow.y, size: layout.paymentNote.size, font: fonts.regular, color: muted });
  }
}

/** The band (house and number), the order and page line, and the house's details at the foot, on every page. */
export function drawFrames(
  pages: readonly PDFPage[],
  drawing: Drawing,
  invoice: PrintedInvoice,
  options: InvoicePdfOptions,
): void {
  const { fonts, frame, colours } = drawing;
  const { header, footer, margin } = layout;
  const title = `Invoice ${fonts.printable(invoice.number)}`;
  const titleWidth = fonts.bold.widthOfTextAtSize(title, header.numberSize);
  const name = fitLine(
    fonts.printable(options.vendorName),
    fonts.bold,
    header.nameSize,
    frame.contentWidth - titleWidth - 32,
  );
  const second = `Order ${fonts.printable(options.orderReference)} · Issued ${drawing.day(invoice.issuedAt)}`;
  const details = (options.vendorDetails ?? []).slice(0, 2).map((line) => fonts.printable(line));
  pages.forEach((page, index) => {
    const top = frame.height - margin;
    page.drawRectangle({
      x: margin,
      y: top - header.band,
      width: frame.contentWidth,
      height: header.band,
      color: colours.brand,
    });
    const bandText = top - header.band / 2 - header.nameSize * 0.35;
    write(page, name, { x: margin + 10, y: bandText, size: header.nameSize, font: fonts.bold, color: colours.onBrand });
    write(page, title, {
      x: margin + frame.contentWidth - 10,
      y: bandText,
      size: header.numberSize,
      font: fonts.bold,
      color: colours.onBrand,
      align: "right",
    });
    const y = top - header.band - 14;
    write(page, fitLine(second, fonts.regular, header.size, frame.contentWidth - 80), {
      x: margin,
      y,
      size: header.size,
      font: fonts.regular,
      color: muted,
    });
    write(page, `Page ${index + 1} of ${pages.length}`, {
      x: margin + frame.contentWidth,
      y,
      size: header.size,
      font: fonts.regular,
      align: "right",
    });
    if (details.length === 0) return;
    const ruleY = margin + footer.height - 6;
    page.drawLine({
      start: { x: margin, y: ruleY },
      end: { x: margin + frame.contentWidth, y: ruleY },
      thickness: 0.4,
      color: rule,
    });
    details.forEach((line, row) =>
      write(page, fitLine(line, fonts.regular, footer.size, frame.contentWidth), {
        x: margin,
        y: ruleY - 10 - row * footer.lineHeight,
        size: footer.size,
        font: fonts.regular,
        color: muted,
      }),
    );
  });
}

/** The day of an instant at the house, written for the locale. */
export const dayWriter =
  (locale: string, timeZone: string, printable: (text: string) => string) =>
  (instant: Date): string =>
    printable(formatCalendarDate(calendarDateAt(instant, timeZone), locale));
