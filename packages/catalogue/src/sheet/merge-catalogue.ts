// The catalogue after an import: the existing props in their order, each updated by its row, then the new props
// in sheet order. The rows' props are checked as the catalogue file would be (the prop schema and the tenant), and
// each problem is given back to the row and column it came from. Props no row changed were checked when the file
// was loaded and are not checked again (a re-import of 100,000 unchanged rows does no validation work).
// Without `partial`, any problem means no catalogue.
import type { Tenant } from "@backlot/tenant-config";
import { validateCatalogue } from "@backlot/domain/catalogue";
import { type Prop, sameJson } from "@backlot/domain";
import { columnNumber } from "./columns.js";
import type { ReadRow, RowProblem, SheetRead } from "./read-rows.js";

export interface CatalogueImport {
  /** True when every row was read and checked without a problem. */
  ok: boolean;
  /** The whole catalogue to write: with `partial`, without the rows that have problems. */
  props: Prop[];
  added: string[];
  updated: string[];
  unchanged: number;
  problems: RowProblem[];
  /** Rows left out (with problems, under `partial`). */
  leftOut: number;
}

// Within a row, problems read left to right; one about the whole row comes last.
const columnOrder = (problem: RowProblem): number =>
  problem.column ? columnNumber(/\(([A-Z]+)\)$/.exec(problem.column)?.[1] ?? "") : Number.MAX_SAFE_INTEGER;

/** The rows' props as the schema leaves them (defaults applied), and the problems it found, by row. */
function checkRows(rows: readonly ReadRow[], read: SheetRead, tenant: Tenant) {
  // The rows' props are this import's own objects (see readCatalogueSheet), so no copy is needed.
  const validation = validateCatalogue(
    rows.map((row) => row.prop),
    tenant,
    "sheet",
    { copy: false },
  );
  if (validation.ok) return { checked: validation.props, problems: [], bad: new Set<ReadRow>() };
  const problems: RowProblem[] = [];
  const bad = new Set<ReadRow>();
  for (const issue of validation.issues) {
    const [, index = "", field = "", ...rest] = issue.pointer.split("/");
    const row = rows[Number(index)] as ReadRow;
    const key = field === "dimensions" ? (rest[0] ?? field) : field === "custom" ? `custom/${rest[0] ?? ""}` : field;
    const column = read.columnOf.get(key === "images" ? "photos" : key);
    bad.add(row);
    problems.push({ row: row.row, ...(column ? { column } : {}), message: issue.message });
  }
  return { checked: undefined, problems, bad };
}

export function mergeCatalogue(
  existing: readonly Prop[],
  read: SheetRead,
  tenant: Tenant,
  options: { partial?: boolean } = {},
): CatalogueImport {
  // The header is row 1: a problem there (an unknown column in the mapping file, no item numbers) stops it all.
  const problems: RowProblem[] = [...read.header.problems.map((message) => ({ row: 1, message })), ...read.problems];
  const before = new Map(existing.map((prop) => [prop.id, prop]));
  // A row that changed nothing gives back the existing prop itself (see readCatalogueSheet).
  const changed = read.rows.filter((row) => before.get(row.prop.id) !== row.prop);
  let check = checkRows(changed, read, tenant);
  problems.push(...check.problems);
  problems.sort((a, b) => a.row - b.row || columnOrder(a) - columnOrder(b));
  const ok = problems.length === 0;
  if (!ok && !options.partial)
    return { ok, props: [...existing], added: [], updated: [], unchanged: 0, problems, leftOut: 0 };

  const good = check.bad.size > 0 ? changed.filter((row) => !check.bad.has(row)) : changed;
  if (check.bad.size > 0) check = checkRows(good, read, tenant);
  const checked = new Map((check.checked ?? []).map((prop) => [prop.id, prop]));
  const added: string[] = [];
  const updated: string[] = [];
  const props = existing.map((prop) => {
    const next = checked.get(prop.id);
    if (next && !sameJson(prop, next)) {
      updated.push(prop.id);
      return next;
    }
    return prop;
  });
  for (const prop of check.checked ?? [])
    if (!before.has(prop.id)) {
      props.push(prop);
      added.push(prop.id);
    }
  const unchanged = read.rows.length - (changed.length - good.length) - added.length - updated.length;
  return { ok, props, added, updated, unchanged, problems, leftOut: new Set(problems.map((p) => p.row)).size };
}
