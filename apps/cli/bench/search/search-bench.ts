// pnpm bench:search — the embedded engine on generated catalogues of 10,000 and 100,000 props:
// index build time, and per-query p50/p95 with three active filters, eight disjunctive facets, a
// sort and a page of 24 (with and without a text query); the same data and queries through
// @orama/orama and itemsjs. Prints a table that marks each time against its goal (`goals` below).
// Then the available-for-my-dates filter: browse queries without and with 200 booked props, against its budget.
// First of all, the size of the demo catalogue's serialised index against its budget (index-size.ts);
// SEARCH_BENCH=index-size runs only that.
// It runs bundled by esbuild (as the storefront's code ships), not through a TypeScript loader,
// whose function wrappers would slow the index build. It lives here, not in packages/search, because it measures
// the demo's catalogues, which the search package may not use (tooling/eslint/dependency-table.js).
import { performance } from "node:perf_hooks";
import { join } from "node:path";
import { findWorkspaceRoot, loadTenant } from "@backlot/tenant-config/node";
import { type Random, demoFallback, generateCatalogue, seededRandom } from "@backlot/demo";
import { buildSearchIndex, indexConfigFromTenant, runSearch } from "@backlot/search/engine";
import type { Prop } from "@backlot/domain";
import { loadCatalogue } from "@backlot/catalogue";
import type { SearchQuery } from "@backlot/search";
import { type Competitor, itemsJs, orama } from "./competitors.js";
import { printIndexSize } from "./index-size.js";

const sizes = [10_000, 100_000];
/** The available-for-my-dates filter may add at most this much to a browse query's p95. */
const bookedBudget = 0.2;
const bookedCount = 200;
const goals: Record<number, { filters: number; text: number; build: number }> = {
  10_000: { filters: 1, text: 3, build: 50 },
  100_000: { filters: 5, text: 15, build: 300 },
};

const tenantDir = join(findWorkspaceRoot(process.cwd()), "tenants/ny-props");
const loaded = await loadTenant(tenantDir);
if (!loaded.ok) throw new Error("tenants/ny-props is invalid; run backlot validate");
const tenant = loaded.tenant;
const config = indexConfigFromTenant(tenant);

// The demo catalogue as the storefront build serves it (tenants/ny-props has no catalogue/props.json).
const demo = await loadCatalogue(tenantDir, tenant, { fallback: demoFallback() });
if (!demo.ok) throw new Error("The catalogue of tenants/ny-props is invalid; run backlot validate");
printIndexSize(`${demo.source} catalogue of tenants/ny-props`, buildSearchIndex(demo.props, config), demo.props.length);
if (process.env.SEARCH_BENCH === "index-size") process.exit(0);
console.log();

const words = ["chair", "camer", "revolvr", "vintage", "stool", "lamp", "steel", "uniform", "badge", "sword"];

/** Queries with three active filters (a colour, an era, a price bin), sorted by price. */
function queries(props: readonly Prop[], count: number, withText: boolean): SearchQuery[] {
  const random = seededRandom(42);
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

const browseKinds = ["department", "category", "facets", "text"] as const;
type BrowseKind = (typeof browseKinds)[number];

/** Browse queries as a customer clicks through: a department, a category, facet filters in a department, a search. */
function browseQueries(props: readonly Prop[], kind: BrowseKind, count: number): SearchQuery[] {
  const random = seededRandom(11);
  return Array.from({ length: count }, (): SearchQuery => {
    const { department, category, colors } = random.pick(props);
    if (kind === "department") return { path: { department } };
    if (kind === "category") return { path: { department, category } };
    if (kind === "text") return { text: random.pick(words) };
    return {
      path: { department },
      filters: {
        colors: [random.pick(colors.length ? colors : ["Red"])],
        priceBins: [random.pick(config.priceBins).id],
      },
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

interface Percentiles {
  p50: number;
  p95: number;
}

/** `bookedCount` distinct ids of listed props: what the server would name for some dates. */
function bookedIds(props: readonly Prop[], random: Random): string[] {
  const ids = new Set<string>();
  while (ids.size < bookedCount) ids.add(random.pick(props).id);
  return [...ids];
}

type Variant = "plain" | "booked" | "newDates";

/**
 * p50 and p95 (ms) of each query run plain; with the same booked list every time (a customer browsing with their
 * dates set, so the engine reuses the list's mask); and with a new list each time (the dates just changed). Each
 * filtered run is paired with a plain one, the two taking turns going first, so drift in the machine (GC, JIT,
 * heat) falls on both alike. The new-dates runs go in a pass of their own: between same-dates runs they would
 * replace the list the engine keeps.
 */
function bookedLatency(
  run: (query: SearchQuery) => unknown,
  list: SearchQuery[],
  booked: readonly string[],
  newDates: readonly (readonly string[])[],
  rounds: number,
): Record<Variant, Percentiles> {
  const elapsed = (query: SearchQuery) => {
    const start = performance.now();
    run(query);
    return performance.now() - start;
  };
  const variants = list.map((query, i) => ({
    plain: query,
    booked: { ...query, unavailable: booked },
    newDates: { ...query, unavailable: newDates[i % newDates.length] ?? [] },
  }));
  for (const variant of variants.slice(0, 10)) Object.values(variant).forEach(run);
  const samples: Record<Variant, number[]> = { plain: [], booked: [], newDates: [] };
  for (let round = 0; round < rounds; round++) {
    for (const filtered of ["booked", "newDates"] as const) {
      variants.forEach((variant, i) => {
        const order = (round + i) % 2 === 0 ? (["plain", filtered] as const) : ([filtered, "plain"] as const);
        for (const name of order) samples[name].push(elapsed(variant[name]));
      });
    }
  }
  const summary = (times: number[]): Percentiles => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  return { plain: summary(samples.plain), booked: summary(samples.booked), newDates: summary(samples.newDates) };
}

interface BookedRow extends Record<Variant, Percentiles> {
  size: number;
  kind: BrowseKind;
}

interface Row {
  engine: string;
  size: number;
  build: number;
  filters: { p50: number; p95: number };
  text: { p50: number; p95: number };
}

const rows: Row[] = [];
const bookedRows: BookedRow[] = [];
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

  // Booked props are listed ones, as the server would name: ids of props the index holds.
  const random = seededRandom(3);
  const booked = bookedIds(index.props, random);
  const newDates = Array.from({ length: 50 }, () => bookedIds(index.props, random));
  for (const kind of browseKinds) {
    const measured = bookedLatency(
      (query) => runSearch(index, query),
      browseQueries(props, kind, 50),
      booked,
      newDates,
      // A ratio of two p95s needs more samples than one p95 to settle.
      size > 50_000 ? 10 : 40,
    );
    bookedRows.push({ size, kind, ...measured });
  }

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
/** Prints a header and rows in columns: the first two left-aligned, the rest right-aligned. */
function printTable(head: string[], body: string[][]): void {
  const widths = head.map((_, column) =>
    Math.max(head[column]?.length ?? 0, ...body.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  for (const row of [head, ...body]) console.log(line(row));
}

console.log(
  `Search benchmark (Node ${process.version}, ${(await import("node:os")).cpus().length} cores; times in ms; goals: ` +
    `p95 1/5 ms without text, 3/15 ms with text, build 50/300 ms at 10k/100k)`,
);
printTable(header, table);
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

const ratio = (row: BookedRow, variant: Variant) => row[variant].p95 / row.plain.p95;
const verdict = (row: BookedRow, variant: Variant) => (ratio(row, variant) <= 1 + bookedBudget ? "within" : "OVER");
console.log(
  `\nAvailable-for-my-dates filter: the same browse queries plain, with ${bookedCount} booked props (the same list ` +
    `each query, as while a customer browses) and with new dates (a new list each query); times in ms; budget: ` +
    `p95 at most ${bookedBudget * 100}% above plain`,
);
printTable(
  ["props", "browse", "p50", "p95", "booked p50", "booked p95", "ratio", "budget", "new dates p95", "ratio", "budget"],
  bookedRows.map((row) => [
    row.size.toLocaleString("en"),
    row.kind,
    ms(row.plain.p50),
    ms(row.plain.p95),
    ms(row.booked.p50),
    ms(row.booked.p95),
    `${ratio(row, "booked").toFixed(2)}x`,
    verdict(row, "booked"),
    ms(row.newDates.p95),
    `${ratio(row, "newDates").toFixed(2)}x`,
    verdict(row, "newDates"),
  ]),
);
for (const [variant, name] of [
  ["booked", "with booked props"],
  ["newDates", "with new dates"],
] as const) {
  const over = bookedRows.filter((row) => verdict(row, variant) === "OVER");
  console.log(
    over.length === 0
      ? `Within the ${bookedBudget * 100}% budget ${name} for every browse query.`
      : `Over the ${bookedBudget * 100}% budget ${name}: ` +
          over
            .map((row) => `${row.kind} at ${row.size.toLocaleString("en")} props (${ratio(row, variant).toFixed(2)}x)`)
            .join(", "),
  );
}
