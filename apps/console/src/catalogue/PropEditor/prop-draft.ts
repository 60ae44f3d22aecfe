// A prop as the editor edits it: the record, the draft staff type (the numbers as text), and what
// the draft changes from the record, with the problems reading its numbers.
import type { PropChanges, PropProblem } from "@backlot/domain";
import { decimalAmount, parseMoney } from "@backlot/domain/money";
import type { PropEditorLabels } from "./prop-editor-labels.js";

export interface EditableProp {
  /** Its item number ("BPH-10432"). */
  id: string;
  name: string;
  description: string;
  weeklyRate: number;
  quantity: number;
  /** A prop house with more than one dock: the stock at each, by location id (the quantity is their sum). */
  stockByLocation?: Readonly<Record<string, number | undefined>>;
  colors: string[];
  custom: Record<string, string[]>;
  listed: boolean;
  image: { url: string; width: number; height: number } | null;
}

/** The form's fields as staff type them. */
export interface Draft {
  name: string;
  description: string;
  rate: string;
  quantity: string;
  /** The stock at each dock as typed, by location id (a split prop's; empty for the others). */
  stock: Record<string, string>;
  colors: string[];
  custom: Record<string, string[]>;
  listed: boolean;
}

export const draftOf = (prop: EditableProp, currency: string): Draft => ({
  name: prop.name,
  description: prop.description,
  rate: decimalAmount(prop.weeklyRate, currency),
  quantity: prop.quantity.toString(),
  stock: Object.fromEntries(Object.entries(prop.stockByLocation ?? {}).map(([id, count]) => [id, String(count ?? 0)])),
  colors: [...prop.colors],
  custom: Object.fromEntries(Object.entries(prop.custom).map(([id, values]) => [id, [...values]])),
  listed: prop.listed,
});

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The fields that differ from the prop, or the problems reading the numbers. */
export function changesOf(
  draft: Draft,
  prop: EditableProp,
  currency: string,
  labels: Pick<PropEditorLabels, "rateUnreadable" | "quantityUnreadable">,
) {
  const problems: PropProblem[] = [];
  const changes: PropChanges = {};
  if (draft.name !== prop.name) changes.name = draft.name;
  if (draft.description !== prop.description) changes.description = draft.description;
  const rate = parseMoney(draft.rate, currency);
  if (rate === null) problems.push({ field: "weeklyRate", message: labels.rateUnreadable });
  else if (rate !== prop.weeklyRate) changes.weeklyRate = rate;
  if (prop.stockByLocation) {
    // Split between docks: each dock's stock, the total following (decision 0053).
    const split: Record<string, number> = {};
    for (const [id, text] of Object.entries(draft.stock)) {
      const count = wholeNumber(text);
      if (count === null) problems.push({ field: `stockByLocation.${id}`, message: labels.quantityUnreadable });
      else split[id] = count;
    }
    // Only the docks changed: the server keeps the others as they are stored.
    const changed = Object.entries(split).filter(([id, count]) => count !== (prop.stockByLocation?.[id] ?? 0));
    if (changed.length > 0) changes.stockByLocation = Object.fromEntries(changed);
  } else {
    const quantity = wholeNumber(draft.quantity);
    if (quantity === null) problems.push({ field: "quantity", message: labels.quantityUnreadable });
    else if (quantity !== prop.quantity) changes.quantity = quantity;
  }
  if (!sameList(draft.colors, prop.colors)) changes.colors = draft.colors;
  const fieldIds = new Set([...Object.keys(draft.custom), ...Object.keys(prop.custom)]);
  if ([...fieldIds].some((id) => !sameList(draft.custom[id], prop.custom[id])))
    changes.custom = Object.fromEntries(Object.entries(draft.custom).filter(([, values]) => values.length > 0));
  if (draft.listed !== prop.listed) changes.listed = draft.listed;
  return { changes, problems };
}
