// The label stock a prop house prints on: die-cut sheets for an office printer and a roll for a label printer. Every
// measure is in points (1/72 inch), taken from the maker's published template, not measured from a sheet.

/** One kind of label stock: the page, the grid of labels on it, and where on each label nothing should print. */
export interface LabelFormat {
  id: string;
  /** What a person picks from a list: the maker, the product number and what it is. */
  name: string;
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** From the page's top edge to the first row, and from its left edge to the first column. */
  margin: { top: number; left: number };
  /** Between neighbouring labels: across a row, and down a column (0 when the labels touch). */
  gap: { across: number; down: number };
  /** Inside each label, kept clear: the die-cut's tolerance and, on a roll, the printer's unprintable edge. */
  padding: { x: number; y: number };
}

const inch = 72;
const mm = 72 / 25.4;
const letter = { width: 8.5 * inch, height: 11 * inch };
const a4 = { width: 210 * mm, height: 297 * mm };

// Sources. Avery publishes each product's template specification as the top margin, the side margin and the
// horizontal and vertical pitch (a label plus its gap): 5160 and 5163 in inches (avery.com's template pages; Microsoft
// Word's Label Options carries the same numbers), L7160 in millimetres (avery.co.uk). gLabels' template files
// (avery-us-templates.xml, avery-iso-templates.xml) agree to within 1/32″ (0.4 mm). DYMO gives the 30252 in its Label
// Framework samples as a DieCutLabel in twips (1/1440″): fed landscape, 5040 twips long, with text in bounds starting
// 332 twips from the leading edge and 150 from the top, which is the padding here.
const formats = {
  "avery-5160": {
    id: "avery-5160",
    name: "Avery 5160 · 2⅝″ × 1″, 30 per US Letter sheet",
    page: letter,
    columns: 3,
    rows: 10,
    label: { width: 2.625 * inch, height: 1 * inch },
    // Top 1/2″, side 3/16″, horizontal pitch 2 3/4″, vertical pitch 1″.
    margin: { top: 0.5 * inch, left: 0.1875 * inch },
    gap: { across: 0.125 * inch, down: 0 },
    padding: { x: 0.0625 * inch, y: 0.0625 * inch },
  },
  "avery-5163": {
    id: "avery-5163",
    name: "Avery 5163 · 4″ × 2″, 10 per US Letter sheet",
    page: letter,
    columns: 2,
    rows: 5,
    label: { width: 4 * inch, height: 2 * inch },
    // Top 1/2″, side 5/32″, horizontal pitch 4 3/16″, vertical pitch 2″.
    margin: { top: 0.5 * inch, left: 0.15625 * inch },
    gap: { across: 0.1875 * inch, down: 0 },
    padding: { x: 0.125 * inch, y: 0.125 * inch },
  },
  "avery-l7160": {
    id: "avery-l7160",
    name: "Avery L7160 · 63.5 × 38.1 mm, 21 per A4 sheet",
    page: a4,
    columns: 3,
    rows: 7,
    label: { width: 63.5 * mm, height: 38.1 * mm },
    // Top 15.15 mm, side 7.25 mm, horizontal pitch 66.04 mm, vertical pitch 38.1 mm.
    margin: { top: 15.15 * mm, left: 7.25 * mm },
    gap: { across: 2.54 * mm, down: 0 },
    padding: { x: 2 * mm, y: 2 * mm },
  },
  "dymo-30252": {
    id: "dymo-30252",
    name: "DYMO 30252 · 1⅛″ × 3½″ address label, one per page (LabelWriter roll)",
    // One label per page, landscape as DYMO feeds it: print with the LabelWriter's "30252 Address" paper size.
    page: { width: 3.5 * inch, height: 1.125 * inch },
    columns: 1,
    rows: 1,
    label: { width: 3.5 * inch, height: 1.125 * inch },
    margin: { top: 0, left: 0 },
    gap: { across: 0, down: 0 },
    padding: { x: 332 / 20, y: 150 / 20 },
  },
} as const satisfies Record<string, LabelFormat>;

export type LabelFormatId = keyof typeof formats;

/** The label stock the sheets are laid out for, by id. */
export const labelFormats: Readonly<Record<LabelFormatId, LabelFormat>> = formats;

/** How many labels one page of `format` holds. */
export const labelsPerPage = (format: LabelFormat): number => format.columns * format.rows;

/** Where label `index` (0-based, across then down) of a page sits: its bottom-left corner in PDF points (y up). */
export function labelOrigin(format: LabelFormat, index: number): { x: number; y: number } {
  const column = index % format.columns;
  const row = Math.floor(index / format.columns);
  return {
    x: format.margin.left + column * (format.label.width + format.gap.across),
    y: format.page.height - format.margin.top - row * (format.label.height + format.gap.down) - format.label.height,
  };
}
