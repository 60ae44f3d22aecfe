// pnpm bench:search — the embedded engine on generated catalogues of 10,000 and 100,000 props:
// index build time, and per-query p50/p95 with three active filters, eight disjunctive facets, a
// sort and a page of 24 (with and without a text query); the same data and queries through
// @orama/orama and itemsjs. Prints a table that marks each time against its goal (`goals` below).
// It runs bundled by esbuild (as the storefront's code ships), not through a TypeScript loader,
// whose function wrappers would slow the index build.
import { performance } from "node:perf_hooks";
import { join } from "node:path";
import { findWorkspaceRoot, loadTenant } from "@backlot/tenant-config/node";
import { generateCatalogue } from "../src/catalogue/generate-catalogue.js";
import { seededRandom } from "../src/catalogue/random.js";
import { buildSearchIndex } from "../src/engine/build-index.js";
import { indexConfigFromTenant } from "../src/engine/index-config.js";
import { runSearch } from "../src/engine/run-search.js";
import type { Prop } from "../src/generated/prop-types.js";
import type { SearchQuery } from "../src/query/search-query.js";
import { type Competitor, itemsJs, orama } from "./competitors.js";

const sizes = [10_000, 100_000];
const goals: Record<number, { filters: number; text: number; build: number }> = {
  10_000: { filters: 1, text: 3, build: 50 },
  100_000: { filters: 5, text: 15, build: 300 },
};

const tenantDir = join(findWorkspaceRoot(process.cwd()), "tenants/ny-props");
const loaded = await loadTenant(tenantDir);
if (!loaded.ok) throw new Error("tenants/ny-props is invalid; run backlot validate");
const tenant = loaded.tenant;
const config = indexConfigFromTenant(tenant);

/** Queries with three active filters (a colour, an era, a price bin), sorted by price. */
function queries(props: readonly Prop[], count: number, withText: boolean): SearchQuery[] {
  const random = seededRandom(42);
  const words = ["chair", "camer", "revolvr", "vintage", "stool", "lamp", "steel", "uniform", "badge", "sword"];
  return Array.from({ length: count }, () => {
    const sample = random.pick(props);
    return {
      ...(withText ? { text: random.pick(words) } : {}),
      filters: {
        colors: [
          random.pick(Object.keys(tenant.settings.colors)),
          random.pick(sample.colors.length ? sample.colors : ["Red"]),
        ],
        priceBins: [random.pick(config.priceBins).id],
        custom: { era: [random.pick(tenant.settings.customFields[0]?.values ?? ["1950s"])] },
      },
      sort: "price-asc",
      pageSize: 24,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** p50 and p95 (ms) of running each query, after a warm-up. */
async function latency(
  run: (query: SearchQuery) => unknown,
  list: SearchQuery[],
  rounds: number,
): Promise<{ p50: number; p95: number }> {
  for (const query of list.slice(0, 10)) await run(query);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) for (const query of list) samples.push(await time(() => run(query)));
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

interface Row {
  engine: string;
  size: number;
  build: number;
  filters: { p50: number; p95: number };
  text: { p50: number; p95: number };
}

const rows: Row[] = [];
for (const size of sizes) {
  const props = generateCatalogue(tenant, { count: size, seed: 7 });
  const filterQueries = queries(props, 100, false);
  const textQueries = queries(props, 100, true);

  const builds: number[] = [];
  let index = buildSearchIndex(props, config);
  for (let i = 0; i < 3; i++) builds.push(await time(() => (index = buildSearchIndex(props, config))));
  builds.sort((a, b) => a - b);
  rows.push({
    engine: "backlot (embedded)",
    size,
    build: builds[1] ?? Number.NaN,
    filters: await latency((query) => runSearch(index, query), filterQueries, size > 50_000 ? 5 : 20),
    text: await latency((query) => runSearch(index, query), textQueries, size > 50_000 ? 5 : 20),
  });

  for (const competitor of [orama(config), itemsJs(config)] as Competitor[]) {
    const build = await time(() => competitor.build(props));
    // Fewer rounds for the slower libraries, so the run stays within minutes.
    const few = filterQueries.slice(0, size > 50_000 ? 20 : 50);
    rows.push({
      engine: competitor.name,
      size,
      build,
      filters: await latency((query) => competitor.query(query), few, 1),
      text: await latency((query) => competitor.query(query), textQueries.slice(0, few.length), 1),
    });
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
const mark = (value: number, goal: number | undefined) => (goal === undefined ? "" : value <= goal ? " ok" : " OVER");
const header = ["engine", "props", "build ms", "filters p50", "filters p95", "+text p50", "+text p95"];
const table = rows.map((row) => {
  const goal = row.engine.startsWith("backlot") ? goals[row.size] : undefined;
  return [
    row.engine,
    row.size.toLocaleString("en"),
    ms(row.build) + mark(row.build, goal?.build),
    ms(row.filters.p50),
    ms(row.filters.p95) + mark(row.filters.p95, goal?.filters),
    ms(row.text.p50),
    ms(row.text.p95) + mark(row.text.p95, goal?.text),
  ];
});
const widths = header.map((_, column) =>
  Math.max(header[column]?.length ?? 0, ...table.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
    .join("  ");
console.log(
  `Search benchmark (Node ${process.version}, ${(await import("node:os")).cpus().length} cores; times in ms; goals: ` +
    `p95 1/5 ms without text, 3/15 ms with text, build 50/300 ms at 10k/100k)`,
);
console.log(line(header));
for (const row of table) console.log(line(row));
for (const size of sizes) {
  const ours = rows.find((row) => row.engine.startsWith("backlot") && row.size === size);
  for (const other of rows.filter((row) => !row.engine.startsWith("backlot") && row.size === size)) {
    if (ours)
      console.log(
        `${size.toLocaleString("en")} props: ${other.engine} is ` +
          `${(other.filters.p95 / ours.filters.p95).toFixed(0)}x slower at p95 with filters, ` +
          `${(other.text.p95 / ours.text.p95).toFixed(0)}x with text`,
      );
  }
}
