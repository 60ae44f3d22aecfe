// Drawing a quote's parts onto its pages, one after another: who it is for and the rental, staff's note, the lines,
// the price by week and the totals (quote-frames.ts draws the head and foot of every page).
import type { PDFFont, rgb } from "pdf-lib";
import { type Fonts, muted, rule, write } from "./document.js";
import type { PageFlow } from "./page-flow.js";
import * as layout from "./quote-layout.js";
import type { PrintedQuote, PrintedQuoteLine } from "./quote-types.js";
import { fitLine, fitLines } from "./text.js";

type Colour = ReturnType<typeof rgb>;

/** What every part is drawn with: the flow over pages, the fonts, the quote and how its numbers are written. */
export interface QuoteDrawing {
  flow: PageFlow;
  fonts: Fonts;
  quote: PrintedQuote;
  vendorName: string;
  /** An amount of the quote's currency, written in its locale and printable. */
  money: (minorUnits: number) => string;
  /** A week's factor as a percentage ("50%"), printable. */
  percent: (factor: number) => string;
  /** A count in the locale ("1,200"). */
  number: (value: number) => string;
  brand: { colour: Colour; onColour: Colour };
}

const x = (offset: number) => layout.margin + offset;
const count = (d: QuoteDrawing, n: number, one: string, many: string) => `${d.number(n)} ${n === 1 ? one : many}`;

/** `text` (printable) in lines no wider than `width`, every word kept: one wider than a line is broken inside. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = text.split(" ").flatMap((word) => {
    if (font.widthOfTextAtSize(word, size) <= width) return [word];
    const pieces = [""];
    for (const char of word) {
      const last = pieces.length - 1;
      if (font.widthOfTextAtSize(pieces[last] + char, size) > width) pieces.push(char);
      else pieces[last] += char;
    }
    return pieces;
  });
  return fitLines(words.join(" "), font, size, width, Number.POSITIVE_INFINITY);
}

function drawHeading(d: QuoteDrawing, text: string, detail = ""): void {
  const { flow, fonts } = d;
  const { size, height } = layout.heading;
  const y = flow.y - height + 7;
  const shown = fitLine(text, fonts.bold, size, layout.contentWidth * 0.7);
  write(flow.page, shown, { x: x(0), y, size, font: fonts.bold });
  const after = x(0) + fonts.bold.widthOfTextAtSize(shown, size) + 6;
  write(flow.page, detail, { x: after, y, size: 8.5, font: fonts.regular, color: muted });
  flow.y -= height;
}

/** Who the quote is for (left) and the rental (right), on the first page. */
export function drawFacts(d: QuoteDrawing): void {
  const { flow, fonts, quote } = d;
  const { facts } = layout;
  const p = fonts.printable;
  const columnWidth = layout.contentWidth / 2 - 8;
  const { contact } = quote;
  const forWhom: Array<[string, PDFFont]> = [
    [p(quote.production), fonts.bold],
    [p(contact.name), fonts.regular],
    [p(contact.company ?? ""), fonts.regular],
    [p(contact.email), fonts.regular],
    [p(contact.phone ?? ""), fonts.regular],
  ];
  const handover =
    quote.handover === "delivery"
      ? wrap(p(`Delivery to ${quote.deliveryAddress ?? ""}`), fonts.regular, facts.size, columnWidth).slice(0, 4)
      : ["Pick-up"];
  const rental: Array<[string, PDFFont]> = [
    [p(quote.dates), fonts.bold],
    [count(d, quote.weeks, "rental week", "rental weeks"), fonts.regular],
    ...handover.map((line): [string, PDFFont] => [line, fonts.regular]),
  ];
  const column = (heading: string, rows: Array<[string, PDFFont]>, left: number) => {
    write(flow.page, heading, {
      x: x(left),
      y: flow.y - facts.headingSize,
      size: facts.headingSize,
      font: fonts.bold,
      color: muted,
    });
    let y = flow.y - facts.headingSize - facts.lineHeight;
    for (const [text, font] of rows.filter(([text]) => text)) {
      write(flow.page, fitLine(text, font, facts.size, columnWidth), { x: x(left), y, size: facts.size, font });
      y -= facts.lineHeight;
    }
    // Down to the last row's descenders, not to the row that would come after it.
    return flow.y - y - facts.lineHeight + 4;
  };
  const height = Math.max(column("Prepared for", forWhom, 0), column("Rental", rental, facts.rightColumn));
  flow.y -= height + facts.after;
}

/** Staff's note with the price, paragraph by paragraph, over pages if it must. */
export function drawNote(d: QuoteDrawing): void {
  const { flow, fonts, quote } = d;
  const { note } = layout;
  const paragraphs = (quote.note ?? "")
    .split(/\r?\n/)
    .map((paragraph) => fonts.printable(paragraph))
    .filter(Boolean);
  if (paragraphs.length === 0) return;
  flow.room(layout.heading.height + note.lineHeight);
  drawHeading(d, fonts.printable(`Note from ${d.vendorName}`));
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) flow.y -= note.paragraphGap;
    for (const line of wrap(paragraph, fonts.regular, note.size, layout.contentWidth)) {
      flow.room(note.lineHeight);
      write(flow.page, line, { x: x(0), y: flow.y - note.size, size: note.size, font: fonts.regular });
      flow.y -= note.lineHeight;
    }
  });
  flow.y -= note.after;
}

/** A table's column names (x from the left margin; a number's right edge), over a rule in the brand's colour. */
function drawColumnNames(d: QuoteDrawing, cells: ReadonlyArray<[string, number, "right"?]>, width: number): void {
  const { flow, fonts } = d;
  const { height, size } = layout.lines.columnNames;
  const y = flow.y - size - 2;
  for (const [text, at, align] of cells)
    write(flow.page, text, { x: x(at), y, size, font: fonts.bold, color: muted, align });
  const ruleY = flow.y - height + 3;
  flow.page.drawLine({
    start: { x: x(0), y: ruleY },
    end: { x: x(width), y: ruleY },
    thickness: 1,
    color: d.brand.colour,
  });
  flow.y -= height;
}

function drawLineColumnNames(d: QuoteDrawing): void {
  const { name, itemNumber, quantity, weeklyRate, total } = layout.lines;
  const weeks = d.quote.weeks === 1 ? "Total, 1 week" : `Total, ${d.number(d.quote.weeks)} weeks`;
  const cells: Array<[string, number, "right"?]> = [
    ["Prop", name.x],
    ["Item no.", itemNumber.x],
    ["Qty", quantity.right, "right"],
    ["Weekly rate", weeklyRate.right, "right"],
    [weeks, total.right, "right"],
  ];
  drawColumnNames(d, cells, layout.contentWidth);
}

function drawLine(d: QuoteDrawing, line: PrintedQuoteLine, nameLines: readonly string[], height: number): void {
  const { flow, fonts } = d;
  const { name, itemNumber, quantity, weeklyRate, total, size, rowPadding } = layout.lines;
  const top = flow.y;
  const baseline = top - rowPadding / 2 - name.size;
  nameLines.forEach((text, index) =>
    write(flow.page, text, { x: x(name.x), y: baseline - index * name.lineHeight, size: name.size, font: fonts.bold }),
  );
  const cell = (text: string, at: number, font = fonts.regular) =>
    write(flow.page, text, { x: x(at), y: baseline, size, font, align: "right" });
  write(flow.page, fitLine(fonts.printable(line.itemNumber), fonts.regular, itemNumber.size, itemNumber.width), {
    x: x(itemNumber.x),
    y: baseline,
    size: itemNumber.size,
    font: fonts.regular,
  });
  cell(d.number(line.quantity), quantity.right);
  cell(d.money(line.weeklyRate), weeklyRate.right);
  cell(d.money(line.total), total.right, fonts.bold);
  const ruleY = top - height;
  flow.page.drawLine({
    start: { x: x(0), y: ruleY },
    end: { x: x(layout.contentWidth), y: ruleY },
    thickness: 0.4,
    color: rule,
  });
}

/** The lines as a table: column names on every page it runs over, a line's name on two lines at most. */
export function drawLines(d: QuoteDrawing): void {
  const { flow, fonts, quote } = d;
  const { columnNames, name, rowPadding, after } = layout.lines;
  const rows = quote.lines.map((line) => {
    const nameLines = fitLines(fonts.printable(line.name), fonts.bold, name.size, name.width, name.maxLines);
    return { line, nameLines, height: rowPadding + name.size + (nameLines.length - 1) * name.lineHeight + 2 };
  });
  const pieces = quote.lines.reduce((sum, line) => sum + line.quantity, 0);
  const detail = `${count(d, quote.lines.length, "line", "lines")} · ${count(d, pieces, "piece", "pieces")}`;
  flow.room(layout.heading.height + columnNames.height + (rows[0]?.height ?? 0));
  drawHeading(d, "Props", detail);
  drawLineColumnNames(d);
  flow.afterBreak = () => {
    drawHeading(d, "Props (continued)", detail);
    drawLineColumnNames(d);
  };
  for (const row of rows) {
    flow.room(row.height);
    drawLine(d, row.line, row.nameLines, row.height);
    flow.y -= row.height;
  }
  flow.afterBreak = null;
  flow.y -= after;
}

/** Week by week: the factor charged and what all the lines come to that week. */
export function drawWeeks(d: QuoteDrawing): void {
  const { flow, fonts, quote } = d;
  const { rowHeight, size, rate, amount, after } = layout.weeks;
  const names = () =>
    drawColumnNames(
      d,
      [
        ["Week", 0],
        ["Rate charged", rate.right, "right"],
        ["Amount", amount.right, "right"],
      ],
      amount.right,
    );
  flow.room(layout.heading.height + layout.lines.columnNames.height + rowHeight);
  drawHeading(d, "Price by week");
  names();
  flow.afterBreak = () => {
    drawHeading(d, "Price by week (continued)");
    names();
  };
  quote.factors.forEach((factor, index) => {
    flow.room(rowHeight);
    const y = flow.y - size - 3;
    write(flow.page, `Week ${d.number(index + 1)}`, { x: x(0), y, size, font: fonts.regular });
    const charged = factor === 0 ? "Free" : d.percent(factor);
    write(flow.page, charged, { x: x(rate.right), y, size, font: fonts.regular, align: "right" });
    const weekTotal = d.money(quote.weekTotals[index] ?? 0);
    write(flow.page, weekTotal, { x: x(amount.right), y, size, font: fonts.regular, align: "right" });
    flow.y -= rowHeight;
  });
  flow.afterBreak = null;
  flow.y -= after;
}

/** The subtotal and, when the house takes one, the card authorisation and its fee; kept together on one page. */
export function drawTotals(d: QuoteDrawing): void {
  const { flow, fonts, quote } = d;
  const { label, rowHeight, size, totalSize, noteSize, noteLineHeight } = layout.totals;
  const card = quote.cardAuthorisation;
  const rows: Array<[string, number]> =
    card === null
      ? [["Total", quote.subtotal]]
      : [
          ["Subtotal", quote.subtotal],
          ["Card processing fee", card - quote.subtotal],
          ["Card authorisation", card],
        ];
  const cardNote =
    card === null
      ? []
      : wrap(
          "Placing the order authorises a card for this amount; the authorisation stands as the deposit.",
          fonts.regular,
          noteSize,
          layout.contentWidth - label,
        );
  flow.room(rows.length * rowHeight + 6 + cardNote.length * noteLineHeight + 4);
  rows.forEach(([name, amount], index) => {
    const last = index === rows.length - 1;
    if (last) {
      const ruleY = flow.y - 2;
      flow.page.drawLine({
        start: { x: x(label), y: ruleY },
        end: { x: x(layout.contentWidth), y: ruleY },
        thickness: 1,
        color: d.brand.colour,
      });
      flow.y -= 6;
    }
    const rowSize = last ? totalSize : size;
    const font = last ? fonts.bold : fonts.regular;
    const y = flow.y - rowSize - 1;
    write(flow.page, name, { x: x(label), y, size: rowSize, font });
    write(flow.page, d.money(amount), { x: x(layout.contentWidth), y, size: rowSize, font, align: "right" });
    flow.y -= rowHeight;
  });
  flow.y -= 4;
  for (const line of cardNote) {
    write(flow.page, line, { x: x(label), y: flow.y - noteSize, size: noteSize, font: fonts.regular, color: muted });
    flow.y -= noteLineHeight;
  }
}
