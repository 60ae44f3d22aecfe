// Drawing a pull sheet's parts onto its pages: the flow from page to page, the orders, the location headings, one line
// (photo, name, item number, barcode, quantity, order, tick box) and the header on every page.
import { lineName } from "@backlot/domain";
import type { PDFDocument, PDFImage, PDFPage } from "pdf-lib";
import { type Code128, drawCode128 } from "./codes.js";
import { type Fonts, muted, rule, write } from "./document.js";
import * as layout from "./pull-sheet-layout.js";
import type { PullSheet, PullSheetLine, PullSheetOrder } from "./pull-sheet-types.js";
import { fitLine, fitLines } from "./text.js";

export const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Where the next thing goes: the current page and the top of the room left on it. */
export class Flow {
  page: PDFPage;
  y: number = layout.contentTop;
  /** Drawn at the top of every page the flow starts (the lines' column names, a group's "continued"). */
  afterBreak: (() => void) | null = null;

  constructor(private readonly document: PDFDocument) {
    this.page = this.document.addPage([layout.page.width, layout.page.height]);
  }

  /** Makes room for `height` points, on a new page if this one has too little. */
  room(height: number): void {
    if (this.y - height >= layout.contentBottom) return;
    this.page = this.document.addPage([layout.page.width, layout.page.height]);
    this.y = layout.contentTop;
    this.afterBreak?.();
  }
}

const x = (offset: number) => layout.margin + offset;

export function drawOrders(flow: Flow, orders: readonly PullSheetOrder[], fonts: Fonts): void {
  const { columns, size } = layout.orders;
  if (orders.length === 0) return;
  flow.room(layout.orders.headingHeight + layout.orders.rowHeight);
  write(flow.page, orders.length === 1 ? "Order" : "Orders", { x: x(0), y: flow.y - 11, size: 10, font: fonts.bold });
  flow.y -= layout.orders.headingHeight;
  for (const order of orders) {
    flow.room(layout.orders.rowHeight);
    const y = flow.y - size;
    const cell = (text: string, left: number, right: number, font = fonts.regular) =>
      write(flow.page, fitLine(fonts.printable(text), font, size, right - left - 6), { x: x(left), y, size, font });
    cell(order.reference, columns.reference, columns.production, fonts.bold);
    cell(order.production, columns.production, columns.handover);
    cell(order.handover === "delivery" ? "Delivery" : "Pick-up", columns.handover, columns.when);
    cell(order.when, columns.when, layout.contentWidth);
    flow.y -= layout.orders.rowHeight;
  }
  flow.y -= layout.orders.after;
}

export function drawColumnNames(flow: Flow, fonts: Fonts): void {
  const { line } = layout;
  const y = flow.y - layout.columnNames.size;
  const name = (text: string, left: number, align?: "right") =>
    write(flow.page, text, { x: x(left), y, size: layout.columnNames.size, font: fonts.regular, color: muted, align });
  name("Item", line.text.x);
  name("Scan", line.barcode.x);
  name("Qty", line.quantity.x + line.quantity.width, "right");
  name("Order", line.order.x);
  name("Pulled", line.tick.x + line.tick.side, "right");
  flow.y -= layout.columnNames.height;
}

export function drawGroupHeading(flow: Flow, heading: string, detail: string, fonts: Fonts): void {
  const { size } = layout.group;
  const y = flow.y - layout.group.height + 8;
  const detailWidth = fonts.regular.widthOfTextAtSize(detail, 8.5);
  const shown = fitLine(heading, fonts.bold, size, layout.contentWidth - detailWidth - 6);
  write(flow.page, shown, { x: x(0), y, size, font: fonts.bold });
  const after = x(0) + fonts.bold.widthOfTextAtSize(shown, size);
  write(flow.page, detail, { x: after + 6, y, size: 8.5, font: fonts.regular, color: muted });
  flow.page.drawLine({
    start: { x: x(0), y: y - 5 },
    end: { x: x(layout.contentWidth), y: y - 5 },
    thickness: 0.8,
    color: muted,
  });
  flow.y -= layout.group.height;
}

export interface LineParts {
  code: Code128;
  image: PDFImage | undefined;
}

export function drawLine(page: PDFPage, top: number, line: PullSheetLine, parts: LineParts, fonts: Fonts): void {
  const { photo, text, barcode, quantity, order, tick, height } = layout.line;
  const middle = top - height / 2;

  const box = { x: x(photo.x), y: middle - photo.side / 2, width: photo.side, height: photo.side };
  if (parts.image) {
    const scale = Math.min(photo.side / parts.image.width, photo.side / parts.image.height);
    const [width, imageHeight] = [parts.image.width * scale, parts.image.height * scale];
    page.drawImage(parts.image, {
      x: box.x + (photo.side - width) / 2,
      y: box.y + (photo.side - imageHeight) / 2,
      width,
      height: imageHeight,
    });
  } else page.drawRectangle({ ...box, borderColor: rule, borderWidth: 0.8 });

  // Each part made printable on its own, so a variant that was all emoji leaves no empty "()".
  const name = lineName(fonts.printable(line.name), fonts.printable(line.variantName ?? "") || undefined);
  const nameLines = fitLines(name, fonts.bold, text.nameSize, text.width, 2);
  let y = top - 6 - text.nameSize;
  for (const each of nameLines) {
    write(page, each, { x: x(text.x), y, size: text.nameSize, font: fonts.bold });
    y -= text.nameSize * 1.2;
  }
  write(page, fitLine(line.itemNumber, fonts.regular, text.size, text.width), {
    x: x(text.x),
    y: y - 1,
    size: text.size,
    font: fonts.regular,
  });

  drawCode128(page, parts.code, {
    x: x(barcode.x),
    y: middle - barcode.height / 2,
    width: barcode.width,
    height: barcode.height,
  });
  write(page, line.quantity.toLocaleString("en-US"), {
    x: x(quantity.x + quantity.width),
    y: middle - quantity.size * 0.35,
    size: quantity.size,
    font: fonts.bold,
    align: "right",
  });
  write(page, fitLine(fonts.printable(line.orderReference), fonts.regular, order.size, order.width), {
    x: x(order.x),
    y: middle - order.size * 0.35,
    size: order.size,
    font: fonts.regular,
  });
  page.drawRectangle({
    x: x(tick.x),
    y: middle - tick.side / 2,
    width: tick.side,
    height: tick.side,
    borderWidth: 1,
    borderColor: muted,
  });
  page.drawLine({
    start: { x: x(0), y: top - height },
    end: { x: x(layout.contentWidth), y: top - height },
    thickness: 0.4,
    color: rule,
  });
}

export function drawHeaders(pages: readonly PDFPage[], sheet: PullSheet, fonts: Fonts): void {
  const { header, margin, page: size } = layout;
  const pieces = sheet.lines.reduce((sum, line) => sum + line.quantity, 0);
  const summary = [
    `Made ${sheet.madeAt}`,
    count(sheet.lines.length, "line", "lines"),
    count(pieces, "piece", "pieces"),
    count(sheet.orders.length, "order", "orders"),
  ].join(" · ");
  const vendor = fitLine(fonts.printable(sheet.vendorName), fonts.bold, 10, layout.contentWidth / 2);
  const vendorWidth = fonts.bold.widthOfTextAtSize(vendor, 10);
  const title = fitLine(
    fonts.printable(sheet.title),
    fonts.bold,
    header.titleSize,
    layout.contentWidth - vendorWidth - 12,
  );
  pages.forEach((page, index) => {
    const top = size.height - margin;
    write(page, title, { x: margin, y: top - header.titleSize * 0.8, size: header.titleSize, font: fonts.bold });
    write(page, vendor, { x: size.width - margin, y: top - 12, size: 10, font: fonts.bold, align: "right" });
    const second = top - header.titleSize - 12;
    write(page, fitLine(fonts.printable(summary), fonts.regular, header.size, layout.contentWidth - 80), {
      x: margin,
      y: second,
      size: header.size,
      font: fonts.regular,
      color: muted,
    });
    write(page, `Page ${index + 1} of ${pages.length}`, {
      x: size.width - margin,
      y: second,
      size: header.size,
      font: fonts.regular,
      align: "right",
    });
    const ruleY = top - header.height + 8;
    page.drawLine({ start: { x: margin, y: ruleY }, end: { x: size.width - margin, y: ruleY }, thickness: 1 });
  });
}
