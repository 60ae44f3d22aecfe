// Where things go on a pull sheet, in points on US Letter (y up, from the page's bottom edge). One table of numbers so
// the drawing and its tests agree on where a line's barcode is.

export const page = { width: 612, height: 792 };
export const margin = 36;
export const contentWidth = page.width - 2 * margin;

/** The header on every page: title and vendor, then when it was made and "Page N of M", then a rule. */
export const header = { height: 48, titleSize: 15, size: 8.5 };
export const contentTop = page.height - margin - header.height;
export const contentBottom = margin;

/** The orders the sheet covers, on its first page (x from the left margin). */
export const orders = {
  headingHeight: 18,
  rowHeight: 13,
  size: 9,
  columns: { reference: 0, production: 84, handover: 320, when: 388 },
  after: 12,
};

/** A location's heading above its lines. */
export const group = { height: 24, size: 11 };

/** The column names above the lines, under the first heading of each page. */
export const columnNames = { height: 14, size: 7.5 };

/** One line: x of each column from the left margin, and the row's height. */
export const line = {
  height: 54,
  photo: { x: 0, side: 44 },
  text: { x: 52, width: 176, nameSize: 10, size: 8.5 },
  barcode: { x: 234, width: 156, height: 30 },
  quantity: { x: 396, width: 34, size: 15 },
  order: { x: 436, width: 72, size: 8.5 },
  tick: { x: 516, side: 20 },
};
