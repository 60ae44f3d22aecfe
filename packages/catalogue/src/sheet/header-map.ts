// Which prop field each column of a sheet fills: by the mapping file when it names the header, else by the
// header's own name (a standard header, one of its aliases, or a custom field's label or id). Unknown columns are
// left out with a warning; a column that cannot be mapped as the file says is an error.
import type { Tenant } from "@backlot/tenant-config";
import type { CatalogueMapping } from "../generated/catalogue-mapping-types.js";
import { type StandardColumnKey, columnLetter, derivedColumns, standardColumns } from "./columns.js";
import { NameMatcher, nameKey } from "./match-name.js";

export type ColumnTarget =
  | { kind: "standard"; key: StandardColumnKey }
  | { kind: "custom"; fieldId: string }
  | { kind: "categoryPath" }
  | { kind: "dailyRate" };

export interface MappedColumn {
  index: number;
  /** As the sheet writes it, for messages: `"Weekly rate" (G)`. */
  label: string;
  target: ColumnTarget;
  /** The name of the target, as a mapping file's `values` keys it. */
  targetName: string;
}

export interface HeaderMap {
  columns: MappedColumn[];
  /** Columns the import leaves out, with why. */
  ignored: string[];
  /** Problems that stop the whole import (a mapping file naming an unknown column, two columns for one field). */
  problems: string[];
}

export const columnLabel = (header: string, index: number): string =>
  `"${header || "(no header)"}" (${columnLetter(index)})`;

/** Every name a column can be known by, keyed as names compare. */
function targetsOf(tenant: Tenant): Map<string, { target: ColumnTarget; name: string }> {
  const targets = new Map<string, { target: ColumnTarget; name: string }>();
  const add = (name: string, target: ColumnTarget, canonical: string) => {
    const key = nameKey(name);
    if (key !== "" && !targets.has(key)) targets.set(key, { target, name: canonical });
  };
  for (const column of standardColumns) add(column.header, { kind: "standard", key: column.key }, column.header);
  // Custom fields come before aliases: a tenant's own "Style" field beats any guess.
  for (const field of tenant.settings.customFields) {
    const target: ColumnTarget = { kind: "custom", fieldId: field.id };
    add(field.label, target, field.label);
    add(field.id, target, field.label);
    // "Eras" is the label; a sheet may well say "Era".
    add(field.label.replace(/s$/i, ""), target, field.label);
    add(field.label.replace(/es$/i, ""), target, field.label);
  }
  add(derivedColumns.categoryPath, { kind: "categoryPath" }, derivedColumns.categoryPath);
  add(derivedColumns.dailyRate, { kind: "dailyRate" }, derivedColumns.dailyRate);
  for (const column of standardColumns)
    for (const alias of column.aliases) add(alias, { kind: "standard", key: column.key }, column.header);
  return targets;
}

const sameTarget = (a: ColumnTarget, b: ColumnTarget) => JSON.stringify(a) === JSON.stringify(b);

export function mapHeader(header: readonly string[], tenant: Tenant, mapping?: CatalogueMapping): HeaderMap {
  const targets = targetsOf(tenant);
  const known = new NameMatcher([...new Set([...targets.values()].map((entry) => entry.name))]);
  const fileColumns = new Map(Object.entries(mapping?.columns ?? {}).map(([from, to]) => [nameKey(from), to]));
  const columns: MappedColumn[] = [];
  const ignored: string[] = [];
  const problems: string[] = [];
  const seenHeaders = new Set<string>();

  header.forEach((raw, index) => {
    const text = raw.trim();
    const label = columnLabel(text, index);
    if (text === "") {
      ignored.push(`${label}: no header, so it is left out`);
      return;
    }
    const key = nameKey(text);
    seenHeaders.add(key);
    if (fileColumns.has(key)) {
      const to = fileColumns.get(key);
      if (to === null || to === undefined) {
        ignored.push(`${label}: left out, as the mapping file says`);
        return;
      }
      const found = targets.get(nameKey(to));
      if (!found) problems.push(`the mapping file maps ${label} to "${to}", which is not a column: ${known.hint(to)}`);
      else columns.push({ index, label, target: found.target, targetName: found.name });
      return;
    }
    const found = targets.get(key);
    if (found) columns.push({ index, label, target: found.target, targetName: found.name });
    else {
      const suggestion = known.suggest(text);
      ignored.push(
        `${label} is not a catalogue column, so it is left out` +
          (suggestion ? ` (did you mean "${suggestion}"? Rename it, or map it in a mapping file)` : ""),
      );
    }
  });

  for (const from of Object.keys(mapping?.columns ?? {}))
    if (!seenHeaders.has(nameKey(from)))
      ignored.push(`the mapping file names "${from}", but the sheet has no such column`);

  columns.forEach((column, position) => {
    const first = columns.find((other) => sameTarget(other.target, column.target));
    if (first && first !== column && columns.indexOf(first) < position)
      problems.push(`${first.label} and ${column.label} both give ${column.targetName}; keep one, or map one to null`);
  });
  const has = (kind: ColumnTarget["kind"], key?: StandardColumnKey) =>
    columns.some(
      (column) =>
        column.target.kind === kind && (key === undefined || ("key" in column.target && column.target.key === key)),
    );
  if (!has("standard", "id"))
    problems.push(
      `the sheet has no "Item number" column (or SKU, Stock number...); the import matches props by it, so add it ` +
        `or name it in a mapping file`,
    );
  if (has("dailyRate") && mapping?.daysPerWeek === undefined)
    problems.push(`a "Daily rate" column needs "daysPerWeek" in the mapping file, to make the weekly rate from it`);
  if (has("dailyRate") && has("standard", "weeklyRate"))
    problems.push(`the sheet gives both a daily and a weekly rate; map one of them to null`);
  if (has("categoryPath") && (has("standard", "department") || has("standard", "category")))
    problems.push(`the sheet gives a "Category path" and a Department or Category column; map one of them to null`);
  return { columns, ignored, problems };
}
