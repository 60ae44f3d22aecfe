// pnpm bench:web — the JavaScript a visitor's first page loads (the goal: at most 110 kB gzip), from
// the built shell (dist/shell, or $BACKLOT_OUT_DIR/shell; build it first): the entry module in
// index.html, its modulepreload links and every chunk they import statically. Prints a table, and
// fails if Firebase, Dexie, the Typesense client, the search engine, the auth flows or the data
// repositories are among those chunks.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadFiles, firstLoadSizes, firstLoadTable } from "@backlot/hosting";

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
const { rows, total } = firstLoadSizes(shellDir);
const upFront = firstLoadFiles(shellDir);

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

process.stdout.write(
  [
    firstLoadTable(
      `JavaScript loaded up front by the home page (${relative(appDir, shellDir)})`,
      { rows, total },
      goalBytes,
    ),
    // The table rounds to 0.1 kB; the goal is near enough to the total that the bytes matter.
    `exactly ${total.gzip.toLocaleString("en")} bytes gzip (goal ${goalBytes.toLocaleString("en")})`,
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
