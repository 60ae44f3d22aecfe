// Where things go on a quote, in points on US Letter (y up, from the page's bottom edge). One table of numbers so
// the drawing and its tests agree.

export const page = { width: 612, height: 792 };
export const margin = 40;
export const contentWidth = page.width - 2 * margin;

/** The head of every page: a band in the house's brand (its name, the quote's reference), then the date and page. */
export const header = { band: 30, nameSize: 13, referenceSize: 12, height: 52, size: 8.5 };
/** The foot of every page: the house's address and how to reach it, under a rule. */
export const footer = { height: 30, size: 7.5, lineHeight: 9.5 };
export const contentTop = page.height - margin - header.height;
export const contentBottom = margin + footer.height;

/** Who the quote is for and the rental, side by side on the first page. */
export const facts = { headingSize: 8, size: 10, lineHeight: 13, rightColumn: contentWidth / 2 + 8, after: 14 };

/** A heading over a part ("Note from …", "Price by week"), and the note's paragraphs. */
export const heading = { height: 20, size: 10.5 };
export const note = { size: 9.5, lineHeight: 12.5, paragraphGap: 5, after: 12 };

/** The lines: x of each column from the left margin (the numbers' right edges), and a row's heights. */
export const lines = {
  columnNames: { height: 16, size: 7.5 },
  name: { x: 0, width: 240, size: 9.5, maxLines: 2, lineHeight: 11.5 },
  itemNumber: { x: 248, width: 96, size: 8.5 },
  quantity: { right: 382 },
  weeklyRate: { right: 456 },
  total: { right: contentWidth },
  size: 9,
  rowPadding: 8,
  after: 14,
};

/** The price week by week: week, the rate charged, the amount. */
export const weeks = { rowHeight: 15, size: 9, rate: { right: 200 }, amount: { right: 300 }, after: 12 };

/** The totals, their labels from `label` and the amounts' right edge at the content's. */
export const totals = { label: 300, rowHeight: 16, size: 9.5, totalSize: 11, noteSize: 8, noteLineHeight: 10 };
