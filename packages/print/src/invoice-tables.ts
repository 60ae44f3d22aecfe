// An invoice's tables (rent, losses, damage): a heading and column names, again with "(continued)" at the top of every
// page a table runs onto, then a row a stint, loss or damage report; and the cell helpers the rest of the invoice uses.
import { type Invoice, formatCalendarRange } from "@backlot/domain";
import type { PDFPage } from "pdf-lib";
import { muted, rule, write } from "./document.js";
import { type Drawing, cell, number, x } from "./invoice-draw.js";
import * as layout from "./invoice-layout.js";
import { fitLines } from "./text.js";

const { rows } = layout;

interface Column {
  name: string;
  x: number;
  align?: "right";
}

interface Row {
  height: number;
  draw: (page: PDFPage, top: number) => void;
}

function drawHeading(drawing: Drawing, text: string, columns: readonly Column[]): void {
  const { flow, fonts, frame } = drawing;
  const y = flow.y - layout.heading.height + 7;
  write(flow.page, text, { x: x(0), y, size: layout.heading.size, font: fonts.bold });
  flow.page.drawLine({
    start: { x: x(0), y: y - 5 },
    end: { x: x(frame.contentWidth), y: y - 5 },
    thickness: 0.8,
    color: drawing.colours.brand,
  });
  flow.y -= layout.heading.height;
  const names = flow.y - layout.columnNames.size - 2;
  for (const column of columns)
    write(flow.page, column.name, {
      x: x(column.x),
      y: names,
      size: layout.columnNames.size,
      font: fonts.regular,
      color: muted,
      align: column.align,
    });
  flow.y -= layout.columnNames.height;
}

/** A titled table: its heading and column names again, "(continued)", at the top of every page it runs onto. */
function drawTable(drawing: Drawing, title: string, columns: readonly Column[], tableRows: readonly Row[]): void {
  const { flow } = drawing;
  flow.afterBreak = null;
  // A heading never ends a page: it goes over with its first row.
  flow.room(layout.heading.height + layout.columnNames.height + (tableRows[0]?.height ?? 0));
  drawHeading(drawing, title, columns);
  flow.afterBreak = () => drawHeading(drawing, `${title} (continued)`, columns);
  for (const row of tableRows) {
    flow.room(row.height);
    row.draw(flow.page, flow.y);
    flow.page.drawLine({
      start: { x: x(0), y: flow.y - row.height },
      end: { x: x(drawing.frame.contentWidth), y: flow.y - row.height },
      thickness: 0.4,
      color: rule,
    });
    flow.y -= row.height;
  }
  flow.afterBreak = null;
  flow.y -= rows.after;
}

const weeksLabel = (weeks: number) => `${weeks.toLocaleString("en-US")} ${weeks === 1 ? "week" : "weeks"}`;

export function drawRent(drawing: Drawing, rent: Invoice["charges"]["rent"], locale: string): void {
  const { fonts, frame, money } = drawing;
  const amountRight = frame.contentWidth;
  const columns: Column[] = [
    { name: "Item", x: rows.name.x },
    { name: "Item no.", x: rows.itemNumber.x },
    { name: "Pieces", x: rows.pieces.right, align: "right" },
    { name: "Out – back", x: rows.dates.x },
    { name: "Weeks", x: rows.weeks.right, align: "right" },
    { name: "Amount", x: amountRight, align: "right" },
  ];
  if (rent.length === 0) {
    drawTable(drawing, "Rent", columns, [
      {
        height: rows.height,
        draw: (page, top) =>
          cell(page, "Nothing went out: no rent.", { x: 0, y: top - rows.baseline, width: 300, font: fonts.regular }),
      },
    ]);
    return;
  }
  drawTable(
    drawing,
    "Rent",
    columns,
    rent.map((line) => ({
      height: rows.height,
      draw: (page, top) => {
        const y = top - rows.baseline;
        cell(page, fonts.printable(line.name), { ...rows.name, y, font: fonts.regular });
        cell(page, fonts.printable(line.propId), { ...rows.itemNumber, y, font: fonts.regular });
        number(page, line.pieces.toLocaleString("en-US"), rows.pieces.right, y, fonts.regular);
        const dates = fonts.printable(formatCalendarRange(line.from, line.to, locale));
        cell(page, dates, { ...rows.dates, y, font: fonts.regular });
        number(page, weeksLabel(line.weeks), rows.weeks.right, y, fonts.regular);
        number(page, money(line.amount), amountRight, y, fonts.bold);
      },
    })),
  );
}

export function drawLosses(drawing: Drawing, losses: Invoice["charges"]["losses"]): void {
  if (losses.length === 0) return;
  const { fonts, frame, money } = drawing;
  const columns: Column[] = [
    { name: "Item", x: rows.name.x },
    { name: "Item no.", x: rows.itemNumber.x },
    { name: "Pieces", x: rows.pieces.right, align: "right" },
    { name: "Replacement value, each", x: rows.dates.x },
    { name: "Amount", x: frame.contentWidth, align: "right" },
  ];
  drawTable(
    drawing,
    "Losses",
    columns,
    losses.map((loss) => ({
      height: rows.height,
      draw: (page, top) => {
        const y = top - rows.baseline;
        cell(page, fonts.printable(loss.name), { ...rows.name, y, font: fonts.regular });
        cell(page, fonts.printable(loss.propId), { ...rows.itemNumber, y, font: fonts.regular });
        number(page, loss.pieces.toLocaleString("en-US"), rows.pieces.right, y, fonts.regular);
        cell(page, money(loss.replacementValue), { ...rows.dates, y, font: fonts.regular });
        number(page, money(loss.amount), frame.contentWidth, y, fonts.bold);
      },
    })),
  );
}

export function drawDamages(drawing: Drawing, damages: Invoice["charges"]["damages"]): void {
  if (damages.length === 0) return;
  const { fonts, frame, money } = drawing;
  const columns: Column[] = [
    { name: "Item", x: rows.name.x },
    { name: "Item no.", x: rows.itemNumber.x },
    { name: "What staff found", x: rows.note.x },
    { name: "Amount", x: frame.contentWidth, align: "right" },
  ];
  drawTable(
    drawing,
    "Damage",
    columns,
    damages.map((damage) => {
      const note = damage.note.trim()
        ? fitLines(fonts.printable(damage.note), fonts.regular, rows.noteSize, rows.note.width, rows.note.maxLines)
        : [];
      return {
        height: rows.height + Math.max(0, note.length - 1) * rows.noteLineHeight,
        draw: (page: PDFPage, top: number) => {
          const y = top - rows.baseline;
          cell(page, fonts.printable(damage.name), { ...rows.name, y, font: fonts.regular });
          cell(page, fonts.printable(damage.propId), { ...rows.itemNumber, y, font: fonts.regular });
          note.forEach((text, index) =>
            write(page, text, {
              x: x(rows.note.x),
              y: y - index * rows.noteLineHeight,
              size: rows.noteSize,
              font: fonts.regular,
              color: muted,
            }),
          );
          number(page, money(damage.amount), frame.contentWidth, y, fonts.bold);
        },
      };
    }),
  );
}
