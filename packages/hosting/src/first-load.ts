// The JavaScript a built app's first page loads before anything else: the module scripts and
// modulepreload links in its index.html and every chunk they import statically (never the
// `import()`s). The storefront's and the console's first-load benchmarks measure it.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

export interface ChunkSize {
  /** Relative to the shell folder ("assets/index-abc.js"). */
  file: string;
  raw: number;
  /** Bytes at gzip level 9. */
  gzip: number;
}

/** `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`; never `import(...)`. */
const staticImport = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * The absolute paths of the chunks loaded up front by `shellDir`/index.html, and with them those a page loads as it
 * opens (`alsoLoaded`, relative to the shell: a route's own chunk, say), each with what it imports statically.
 */
export function firstLoadFiles(shellDir: string, alsoLoaded: readonly string[] = []): Set<string> {
  const indexHtml = join(shellDir, "index.html");
  const html = readFileSync(indexHtml, "utf8");
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => join(shellDir, match[1] ?? match[2] ?? ""));
  if (entries.length === 0) throw new Error(`${indexHtml} has no module script: is it a built shell?`);
  const upFront = new Set<string>();
  const visit = (file: string) => {
    if (upFront.has(file)) return;
    upFront.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(staticImport))
      if (specifier?.startsWith(".")) visit(resolve(dirname(file), specifier));
  };
  entries.forEach(visit);
  alsoLoaded.forEach((file) => visit(join(shellDir, file)));
  return upFront;
}

/** Each first-load chunk's size (with those of `alsoLoaded`, as firstLoadFiles), largest first, and their total. */
export function firstLoadSizes(
  shellDir: string,
  alsoLoaded: readonly string[] = [],
): { rows: ChunkSize[]; total: { raw: number; gzip: number } } {
  const rows = [...firstLoadFiles(shellDir, alsoLoaded)].map((file) => {
    const code = readFileSync(file);
    return { file: relative(shellDir, file), raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  return { rows, total };
}

/** The sizes as the benchmarks print them (kB = 1,000 bytes), with the goal and whether it is met. */
export function firstLoadTable(title: string, sizes: ReturnType<typeof firstLoadSizes>, goalBytes: number): string {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const widths = [Math.max(38, ...sizes.rows.map((row) => row.file.length)), 10, 10];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [
    `${title} (kB = 1,000 bytes, gzip level 9)`,
    line(["file", "raw kB", "gzip kB"]),
    ...sizes.rows.map((row) => line([row.file, kB(row.raw), kB(row.gzip)])),
    line(["total", kB(sizes.total.raw), kB(sizes.total.gzip)]),
    `${line(["goal", "", `<= ${kB(goalBytes)}`])}  ${sizes.total.gzip <= goalBytes ? "ok" : "OVER"}`,
  ].join("\n");
}
