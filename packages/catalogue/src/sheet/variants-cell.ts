// A prop's variants in one cell, one per line or separated by semicolons:
//   "Walnut | 2" or "Walnut | 2 | 45.00 | Brown | BPH-10432-v1"
// that is name | quantity | weekly rate | colour | id, the later parts optional. An id left out is the item
// number with -v1, -v2... by position, which is also what export leaves out.
import type { PropVariant } from "@backlot/domain";
import { type CellRead, cellText, quoted, readAmount, readCount } from "./cells.js";
import type { Cell } from "./columns.js";

/** A variant's id when the sheet gives none: the item number with -v1, -v2... by position. */
export const defaultVariantId = (propId: string, position: number) => `${propId}-v${position + 1}`;

export function readVariants(
  cell: Cell,
  propId: string,
  currency: string,
  color: (name: string) => CellRead<string>,
): CellRead<PropVariant[]> {
  const text = cellText(cell);
  if (text === "") return { ok: true, value: [] };
  const variants: PropVariant[] = [];
  const entries = text.split(/\s*[;\n]\s*/).filter((entry) => entry !== "");
  for (const [position, entry] of entries.entries()) {
    const [name = "", quantity, rate, colour, id] = entry.split(/\s*\|\s*/);
    const where = `variant ${position + 1} (${quoted(entry)})`;
    if (name === "") return { ok: false, message: `${where} has no name; write it like "Walnut | 2"` };
    const variant: PropVariant = { id: id || defaultVariantId(propId, position), name };
    if (quantity) {
      const count = readCount(quantity);
      if (!count.ok) return { ok: false, message: `${where}: its quantity ${count.message}` };
      variant.quantity = count.value;
    }
    if (rate) {
      const amount = readAmount(rate, currency);
      if (!amount.ok) return { ok: false, message: `${where}: its rate ${amount.message}` };
      variant.weeklyRate = amount.value;
    }
    if (colour) {
      const found = color(colour);
      if (!found.ok) return { ok: false, message: `${where}: ${found.message}` };
      variant.color = found.value;
    }
    variants.push(variant);
  }
  return { ok: true, value: variants };
}

export function variantsCell(
  propId: string,
  variants: readonly PropVariant[],
  rate: (cents: number) => string,
): string {
  return variants
    .map((variant, position) => {
      const parts = [
        variant.name,
        variant.quantity === undefined ? "" : String(variant.quantity),
        variant.weeklyRate === undefined ? "" : rate(variant.weeklyRate),
        variant.color ?? "",
        variant.id === defaultVariantId(propId, position) ? "" : variant.id,
      ];
      while (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
      return parts.join(" | ");
    })
    .join("; ");
}
