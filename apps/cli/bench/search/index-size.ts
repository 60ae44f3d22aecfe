// The search index as the storefront downloads it (/catalogue/index.json): its size raw and
// gzipped, per prop against the issue 19 budget, and by section; and the time to read it back.
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import {
  type SearchIndexData,
  type SerializedIndex,
  indexBudgetPerProp as budgetPerProp,
  loadIndex,
  serializeIndex,
} from "@backlot/search/engine";

/** Sections deeper than the top level worth telling apart: each column, each list of the props. */
const expanded = new Set(["columns", "columns.custom", "text", "text.postings", "props"]);

/** Each section's JSON by name ("columns.tags", "props.createdAt"), as one of the file's parts. */
function sections(value: unknown, prefix = ""): [string, string][] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, part]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return expanded.has(name) ? sections(part, name) : [[name, JSON.stringify(part)] as [string, string]];
  });
}

const gzipped = (text: string) => gzipSync(text).length;
const bytes = (count: number) => count.toLocaleString("en");

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Prints the report for an index built from `catalogueSize` props (the listed ones are in it). */
export function printIndexSize(label: string, index: SearchIndexData, catalogueSize: number): void {
  const data: SerializedIndex = serializeIndex(index);
  const json = JSON.stringify(data);
  const total = gzipped(json);
  const best = gzipSync(json, { level: 9 }).length;
  const perProp = total / index.size;
  console.log(
    `Search index size, ${label} (${bytes(catalogueSize)} props, ${bytes(index.size)} listed): ` +
      `${bytes(json.length)} bytes raw, ${bytes(total)} gzip (default level; ${bytes(best)} at level 9); ` +
      `${perProp.toFixed(1)} bytes gzip per prop, budget ${budgetPerProp}: ` +
      `${perProp <= budgetPerProp ? "within" : "OVER"}`,
  );
  const rows = sections(data).map(([name, text]) => [
    name,
    bytes(text.length),
    bytes(gzipped(text)),
    (gzipped(text) / index.size).toFixed(1),
  ]);
  const head = ["section (gzipped alone)", "raw", "gzip", "gzip per prop"];
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [head, ...rows])
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join("  "),
    );

  // Reading it back as the storefront's worker does: JSON.parse, then loadIndex.
  const loads: number[] = [];
  for (let round = 0; round < 20; round++) {
    const start = performance.now();
    loadIndex(JSON.parse(json) as SerializedIndex);
    loads.push(performance.now() - start);
  }
  console.log(
    `Reading it back (JSON.parse and loadIndex): ${(loads[0] ?? Number.NaN).toFixed(1)} ms the first time in this ` +
      `process, then ${median(loads.slice(1)).toFixed(1)} ms (median)`,
  );
}
