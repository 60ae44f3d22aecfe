// Sheets on disk: CSV (comma, semicolon or tab separated, with or without a byte-order mark) and XLSX (its first
// sheet, its zip checked first: xlsx-archive.ts). Export writes CSV with a byte-order mark, so Excel opens it as
// UTF-8, or XLSX by the file's extension; either way with no cell a spreadsheet would run (formula-cells.ts).
import { readFile, writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import type { Cell, Sheet } from "./sheet/index.js";
import { asTextCell, fromTextCell } from "./formula-cells.js";
import { type XlsxLimits, whyRefusedXlsx, xlsxLimits } from "./xlsx-archive.js";

export class SheetFileError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = "SheetFileError";
  }
}

export type SheetFormat = "csv" | "xlsx";

export function sheetFormat(file: string): SheetFormat {
  const extension = extname(file).toLowerCase();
  if (extension === ".csv" || extension === ".tsv" || extension === ".txt") return "csv";
  if (extension === ".xlsx") return "xlsx";
  throw new SheetFileError(
    file,
    extension === ".xls" || extension === ".numbers" || extension === ".ods"
      ? `${extension} sheets cannot be read; save it as .xlsx or .csv and import that`
      : `not a sheet Backlot reads (${extension || "no extension"}); give a .csv or .xlsx file`,
  );
}

/**
 * A CSV's text: UTF-8 (with or without a byte-order mark), or UTF-16 when it starts with one ("Unicode Text" from
 * Excel). Anything else is refused rather than read wrong: Excel's plain "CSV" on Windows is Windows-1252, which
 * would turn "Café" into "Caf\uFFFD" in every name.
 */
function csvText(bytes: Buffer, file: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new SheetFileError(
      file,
      `is not UTF-8 text; in Excel, save it as "CSV UTF-8 (Comma delimited)" and import that`,
    );
  }
}

/** The separator of a CSV: whichever of comma, semicolon and tab the header line has most of. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((separator) => ({ separator, count: firstLine.split(separator).length }));
  return counts.sort((a, b) => b.count - a.count)[0]?.separator ?? ",";
}

export interface ReadSheetOptions {
  /** How large an XLSX may unpack to (xlsxLimits unless a test lowers them). */
  xlsxLimits?: XlsxLimits;
}

export async function readSheetFile(file: string, options: ReadSheetOptions = {}): Promise<Sheet> {
  const format = sheetFormat(file);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new SheetFileError(file, error.code === "ENOENT" ? "no such file" : error.message);
  });
  let grid: Cell[][];
  try {
    if (format === "xlsx") {
      const refused = await whyRefusedXlsx(bytes, options.xlsxLimits ?? xlsxLimits);
      if (refused) throw new SheetFileError(file, refused);
      grid = (await readSheet(bytes)) as Cell[][];
    } else {
      const text = csvText(bytes, file);
      grid = parse(text, { delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: false });
    }
  } catch (error) {
    if (error instanceof SheetFileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SheetFileError(file, `cannot be read as ${format === "xlsx" ? "an XLSX workbook" : "CSV"}: ${reason}`);
  }
  // In place: a 100,000-row sheet is not copied for the few cells that change.
  for (const row of grid)
    for (const [index, cell] of row.entries()) if (typeof cell === "string") row[index] = fromTextCell(cell);
  const [header = [], ...rows] = grid;
  if (header.length === 0) throw new SheetFileError(file, "is empty; the first row must name the columns");
  return { header: header.map((cell) => (cell === null || cell === undefined ? "" : String(cell).trim())), rows };
}

export async function writeSheetFile(file: string, sheet: { header: readonly string[]; rows: readonly string[][] }) {
  const grid = [sheet.header, ...sheet.rows].map((row) => row.map(asTextCell));
  if (sheetFormat(file) === "xlsx") {
    // Text cells, never formulas, whatever the text looks like (a number, a date, "=...").
    await writeXlsxFile(grid.map((row) => row.map((value) => ({ value, type: String })))).toFile(file);
    return;
  }
  const delimiter = extname(file).toLowerCase() === ".tsv" ? "\t" : ",";
  await writeFile(file, `\uFEFF${stringify(grid, { delimiter })}`);
}
