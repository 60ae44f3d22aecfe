// Reading one cell as the value a prop field wants. Each reader says what was wrong and how to write it, since the
// message goes to a person fixing a spreadsheet. XLSX cells may already be numbers, booleans or dates.
import { currencyDigits, decimalAmount, parseMoney } from "@backlot/tenant-config/money";
import type { Cell } from "./columns.js";

export type CellRead<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value });
const bad = (message: string): CellRead<never> => ({ ok: false, message });

/** The cell as text, trimmed: numbers as written ("10432"), dates as ISO days. Empty cells are "". */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** Quoted text for messages, cut short so one long cell does not flood the report. */
export function quoted(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/**
 * Items of a list cell. Commas separate them, unless the cell has semicolons or line breaks, which then do (so
 * a value with a comma in it can still be listed: "Black; Red, dark").
 */
export function cellList(cell: Cell): string[] {
  const text = cellText(cell);
  if (text === "") return [];
  const separator = /[;\n|]/.test(text) ? /\s*[;\n|]\s*/ : /\s*,\s*/;
  return [...new Set(text.split(separator).filter((item) => item !== ""))];
}

/** How export writes a list, so that import splits it back into the same items. */
export function listCell(items: readonly string[]): string {
  return items.join(items.some((item) => item.includes(",")) ? "; " : ", ");
}

/**
 * A spreadsheet number as the sheet shows it: a formula's 49.50000000000001 is 49.5, since Excel computes in binary
 * fractions. Only a difference far below the currency's smallest unit is rounded away; 12.345 dollars stays wrong.
 */
function numberCellText(value: number, digits: number): string {
  const rounded = Number(value.toFixed(digits));
  return Math.abs(rounded - value) < 1e-6 ? String(rounded) : String(value);
}

/** An amount of the tenant's currency, as minor units: "$1,250.50", "45" or the number 45.5. */
export function readAmount(cell: Cell, currency: string): CellRead<number> {
  const text = typeof cell === "number" ? numberCellText(cell, currencyDigits(currency)) : cellText(cell);
  const minor = parseMoney(text, currency);
  if (minor === null) {
    const example = decimalAmount(4500, currency);
    return bad(`${quoted(text)} is not an amount of ${currency}; write it like ${example}`);
  }
  return ok(minor);
}

/** A whole number from 0 up: a quantity. */
export function readCount(cell: Cell): CellRead<number> {
  const text = cellText(cell).replace(/,/g, "");
  const value = typeof cell === "number" ? cell : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 0) return bad(`${quoted(cellText(cell))} is not a whole number like 3`);
  return ok(value);
}

/**
 * A size or weight above 0, in the tenant's unit. The unit may follow the number ("24 in", "3.5 kg"); another
 * unit is refused rather than converted, because a sheet that mixes units is usually a mistake worth seeing.
 */
export function readMeasure(cell: Cell, units: readonly string[], unitName: string): CellRead<number> {
  const text = cellText(cell);
  const match = /^(\d+(?:\.\d+)?|\.\d+)\s*([a-z"″']*)\.?$/i.exec(text.replace(/,/g, ""));
  const value = typeof cell === "number" ? cell : match ? Number(match[1]) : Number.NaN;
  const unit = typeof cell === "number" ? "" : (match?.[2] ?? "").toLowerCase();
  if (!Number.isFinite(value) || value <= 0) return bad(`${quoted(text)} is not a number above 0 like 12.5`);
  if (unit !== "" && !units.includes(unit))
    return bad(`${quoted(text)} is not in ${unitName}; write it in ${unitName}`);
  return ok(value);
}

const yes = new Set(["yes", "y", "true", "1", "listed", "visible", "shown", "online", "x"]);
const no = new Set(["no", "n", "false", "0", "unlisted", "hidden", "offline"]);

/** Yes or no ("yes", "no", "true", "false", 1, 0, "hidden"...). */
export function readYesNo(cell: Cell): CellRead<boolean> {
  if (typeof cell === "boolean") return ok(cell);
  const text = cellText(cell).toLowerCase();
  if (yes.has(text)) return ok(true);
  if (no.has(text)) return ok(false);
  return bad(`${quoted(cellText(cell))} is not yes or no`);
}

/** A date or date and time, as ISO 8601: a spreadsheet date, "2026-03-14" or "2026-03-14T10:00:00Z". */
export function readInstant(cell: Cell): CellRead<string> {
  if (cell instanceof Date && !Number.isNaN(cell.getTime())) return ok(cell.toISOString());
  const text = cellText(cell);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text;
  const time = /^\d{4}-\d{2}-\d{2}T/.test(day) ? Date.parse(day) : Number.NaN;
  if (Number.isNaN(time)) return bad(`${quoted(text)} is not a date; write it like 2026-03-14`);
  // An exact ISO timestamp is kept as written, so an export and import gives back the same text.
  return ok(day === text && /Z$/.test(text) ? text : new Date(time).toISOString());
}
