// Where things go on an invoice, in points (y up, from the page's bottom edge), on US Letter or A4. One table of
// numbers so the drawing and its tests agree; only the page's size and what follows from it differ between papers.

export const papers = { letter: { width: 612, height: 792 }, a4: { width: 595.28, height: 841.89 } };
export const margin = 40;

/** The head of every page: a band in the house's brand (its name, the invoice's number), then the order and page. */
export const header = { band: 30, nameSize: 13, numberSize: 12, height: 52, size: 8.5 };
/** The foot of every page: the house's address and how to reach it, under a rule. */
export const footer = { height: 30, size: 7.5, lineHeight: 9.5 };

export function frame(paper: keyof typeof papers) {
  const { width, height } = papers[paper];
  return {
    width,
    height,
    contentWidth: width - 2 * margin,
    top: height - margin - header.height,
    bottom: margin + footer.height,
  };
}
export type Frame = ReturnType<typeof frame>;

/** Who it is billed to (left) and the invoice's facts (right), on the first page. */
export const facts = { headingSize: 8, size: 10, lineHeight: 13, labelWidth: 52, after: 16 };

/** A part's heading ("Rent", "Losses", "Damage") over its column names. */
export const heading = { height: 20, size: 10.5 };
export const columnNames = { height: 14, size: 7.5 };

/** The rows: each column's x from the left margin (a number's right edge); the amount's right edge is the content's. */
export const rows = {
  size: 9,
  /** A row's height, and its text's baseline below its top: the rule under it clears the descenders. */
  height: 16,
  baseline: 11,
  noteSize: 8,
  noteLineHeight: 10,
  name: { x: 0, width: 176 },
  itemNumber: { x: 182, width: 66 },
  pieces: { right: 286 },
  dates: { x: 298, width: 126 },
  weeks: { right: 448 },
  /** A damage's note, under the dates and weeks, up to three lines. */
  note: { x: 298, width: 150, maxLines: 3 },
  after: 12,
};

/** The totals, their labels from `label` (from the right edge) and the amounts' right edge at the content's. */
export const totals = { labelFromRight: 260, rowHeight: 15, size: 9.5, totalSize: 11, gap: 6 };
export const paymentNote = { size: 8.5, lineHeight: 11, maxLines: 4, before: 14 };
