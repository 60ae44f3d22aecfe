// pnpm bench:web — the JavaScript a visitor's first page loads (the goal: at most 110 kB gzip), from
// the built shell (dist/shell, or $BACKLOT_OUT_DIR/shell; build it first): the entry module in
// index.html, its modulepreload links and every chunk they import statically. Prints a table, and
// fails if Firebase, Dexie, the Typesense client, the search engine, the auth flows or the data
// repositories are among those chunks.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const shellDir = resolve(appDir, process.env.BACKLOT_OUT_DIR ?? "dist", "shell");
const goalBytes = 110_000;
/** Strings found only in each library's own code (not in import paths or config keys). */
const markers: { name: string; pattern: RegExp }[] = [
  { name: "firebase", pattern: /@firebase\/|FirebaseError/ },
  { name: "dexie", pattern: /DexieError/ },
  { name: "typesense", pattern: /X-TYPESENSE-API-KEY|TypesenseError/ },
  { name: "search engine", pattern: /this storefront reads format|ColumnBuilder:/ },
  // Ours, started with the services: none of it is needed to show a page.
  { name: "auth flows", pattern: /restoring the sign-in failed/ },
  { name: "repositories", pattern: /\/sharedSetLists\// },
];

const indexHtml = join(shellDir, "index.html");
if (!existsSync(indexHtml)) {
  process.stderr.write(
    `${indexHtml} is missing: build the shell first (pnpm --filter @backlot/storefront build:shell)\n`,
  );
  process.exit(2);
}
const html = readFileSync(indexHtml, "utf8");
const fromHtml = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => join(shellDir, match[1] ?? match[2] ?? ""));
if (fromHtml.length === 0) throw new Error(`${indexHtml} has no module script: is it the storefront shell?`);

/** `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`; never `import(...)`. */
const staticImport = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const upFront = new Set<string>();
const visit = (file: string) => {
  if (upFront.has(file)) return;
  upFront.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(staticImport))
    if (specifier?.startsWith(".")) visit(resolve(dirname(file), specifier));
};
fromHtml.forEach(visit);

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const rows = [...upFront].map((file) => {
  const code = readFileSync(file);
  return { file: relative(shellDir, file), raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });

// Every chunk of the shell, so a marker that matches none (a library changed its strings) shows.
const assetsDir = join(shellDir, "assets");
const allChunks = readdirSync(assetsDir)
  .filter((name) => name.endsWith(".js"))
  .map((name) => join(assetsDir, name));
const found = markers.map(({ name, pattern }) => {
  const chunks = allChunks.filter((file) => pattern.test(readFileSync(file, "utf8")));
  return {
    name,
    chunks: chunks.map((file) => relative(shellDir, file)),
    upFront: chunks.filter((file) => upFront.has(file)).map((file) => relative(shellDir, file)),
  };
});

const line = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
const widths = [Math.max(38, ...rows.map((row) => row.file.length)), 10, 10];
const ok = total.gzip <= goalBytes;
process.stdout.write(
  [
    `JavaScript loaded up front by the home page (${relative(appDir, shellDir)}; kB = 1,000 bytes, gzip level 9)`,
    line(["file", "raw kB", "gzip kB"], widths),
    ...rows.map((row) => line([row.file, kB(row.raw), kB(row.gzip)], widths)),
    line(["total", kB(total.raw), kB(total.gzip)], widths),
    `${line(["goal", "", `<= ${kB(goalBytes)}`], widths)}  ${ok ? "ok" : "OVER"}`,
    "",
    "Kept out of the first load:",
    ...found.map(
      ({ name, chunks, upFront: early }) =>
        `  ${name.padEnd(14)} ` +
        (early.length
          ? `UP FRONT in ${early.join(", ")}`
          : chunks.length
            ? `ok, in ${chunks.join(", ")}`
            : "NOT FOUND in any chunk (update its marker)"),
    ),
    "",
  ].join("\n"),
);

const problems = found.filter(({ chunks, upFront: early }) => early.length > 0 || chunks.length === 0);
if (problems.length > 0) {
  process.stderr.write(
    `web-bench: ${problems
      .map(({ name, upFront: early }) =>
        early.length
          ? `${name} is loaded up front (${early.join(", ")}); import it dynamically`
          : `no chunk matches the ${name} marker`,
      )
      .join("; ")}\n`,
  );
  process.exit(1);
}
