// Where the next thing goes in a document that runs over pages: the current page, the top of the room left on it, and
// what every page the flow starts begins with.
import type { PDFDocument, PDFPage } from "pdf-lib";

export interface FlowArea {
  /** The page's size, in points. */
  width: number;
  height: number;
  /** Where the content starts below the page's header, and where it must stop above its foot (y up). */
  top: number;
  bottom: number;
}

export class PageFlow {
  page: PDFPage;
  y: number;
  /** Drawn at the top of every page the flow starts (a table's column names, a heading's "continued"). */
  afterBreak: (() => void) | null = null;

  constructor(
    private readonly document: PDFDocument,
    private readonly area: FlowArea,
  ) {
    this.page = this.document.addPage([area.width, area.height]);
    this.y = area.top;
  }

  /** Makes room for `height` points, on a new page if this one has too little. */
  room(height: number): void {
    if (this.y - height >= this.area.bottom) return;
    this.page = this.document.addPage([this.area.width, this.area.height]);
    this.y = this.area.top;
    this.afterBreak?.();
  }
}
