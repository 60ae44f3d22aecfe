// pnpm bench:web, the JavaScript part: what the built New York tenant (.cache/bench-site, or $BENCH_SITE; the
// script brands it first) makes a phone download.
//  1. Each page opened in Debian's Chromium as a phone, by a visitor and by a returning customer (a stored
//     sign-in): the JavaScript fetched before the load event and until the network is idle (page-weights.ts).
//     Budgets, for a visitor, gzip: every public page at most 120 kB until idle and 110 kB before load.
//  2. The static imports of the shell's index.html (dist/shell, or $BACKLOT_OUT_DIR/shell: the entry and what it
//     imports statically), labelled as such: a figure the build alone gives, without a browser.
// A public page of a visitor's that fetches Firebase, Dexie or the services fails it, and so does the search engine on
// a page that is not a search (a search from a link needs it), and a library marker that matches no chunk of the build
// (library-markers.ts).
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { freePort } from "@backlot/emulators";
import { firstLoadSizes, firstLoadTable, serveSite } from "@backlot/hosting";
import { chromiumArgs, chromiumPath } from "@backlot/vitest-config/chromium";
import { libraryMarkers } from "./library-markers.js";
import { type PageWeight, type Visit, measurePage } from "./page-weights.js";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const siteDir = resolve(appDir, process.env.BENCH_SITE ?? ".cache/bench-site");
const tenantId = "ny-props";
const budgets = { untilIdle: 120_000, beforeLoad: 110_000, staticImports: 110_000 };
/** The account pages of a returning customer: budgeted as they stood when the visitor's budgets came in (issue 36). */
const returningBudget = 240_000;

/** `searches`: a search from a link, whose engine is the page's own work. `returning`: measured for both. */
const publicPages = [
  { name: "home", path: "/", returning: true },
  { name: "department", path: "/rentals/cameras" },
  { name: "category", path: "/rentals/cameras/still-cameras" },
  { name: "filtered", path: "/rentals/cameras?color=Black&price=under-25", searches: true },
  { name: "prop", path: "/props/BPH-10092", returning: true },
  { name: "search", path: "/search?q=chair", searches: true },
  { name: "content", path: "/pages/about-us" },
];
const accountPages = [
  { name: "account", path: "/account" },
  { name: "set lists", path: "/account/set-lists" },
];
const returning: Visit = { kind: "returning", tenantId, uid: "bench-returning-customer" };
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await serveSite(siteDir, port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
const measured: { who: string; name: string; weight: PageWeight; budget: number | null; searches?: boolean }[] = [];
try {
  for (const page of publicPages)
    measured.push({
      who: "visitor",
      name: page.name,
      searches: "searches" in page,
      weight: await measurePage(browser, siteDir, origin, page.path, { kind: "visitor" }),
      budget: budgets.untilIdle,
    });
  for (const page of [...publicPages.filter((each) => "returning" in each), ...accountPages])
    measured.push({
      who: "returning",
      name: page.name,
      weight: await measurePage(browser, siteDir, origin, page.path, returning),
      budget: accountPages.includes(page) ? returningBudget : null,
    });
} finally {
  await browser.close();
  server.close();
}

const problems: string[] = [];
const rows = measured.map(({ who, name, weight, budget, searches = false }) => {
  const overIdle = budget !== null && weight.untilIdle > budget;
  const overLoad = who === "visitor" && weight.beforeLoad > budgets.beforeLoad;
  const libraries = [...new Set(weight.files.flatMap((file) => file.libraries))];
  if (overIdle) problems.push(`${who} ${name}: ${kB(weight.untilIdle)} until idle (budget ${kB(budget)})`);
  if (overLoad)
    problems.push(`${who} ${name}: ${kB(weight.beforeLoad)} before load (budget ${kB(budgets.beforeLoad)})`);
  const wrong = libraries.filter((library) => !(searches && library === "search engine"));
  if (who === "visitor" && wrong.length > 0) problems.push(`visitor ${name} fetched ${wrong.join(", ")}`);
  return [
    who,
    name,
    `${kB(weight.beforeLoad)}${overLoad ? " OVER" : ""}`,
    `${kB(weight.untilIdle)}${overIdle ? " OVER" : ""}`,
    budget === null ? "-" : kB(budget),
    String(weight.files.length),
    libraries.join(", ") || "none",
  ];
});
const header = ["who", "page", "before load", "until idle", "budget", "files", "libraries fetched"];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
const table = [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));

// The static-import figure, and whether every library marker still matches a chunk of the build.
const shellDir = resolve(appDir, process.env.BACKLOT_OUT_DIR ?? "dist", "shell");
const staticImports = firstLoadSizes(shellDir);
const assetsDir = join(siteDir, "assets");
const chunks = readdirSync(assetsDir).filter((name) => name.endsWith(".js"));
for (const { name, pattern } of libraryMarkers)
  if (!chunks.some((chunk) => pattern.test(readFileSync(join(assetsDir, chunk), "utf8"))))
    problems.push(`no chunk matches the ${name} marker (update it in bench/library-markers.ts)`);
if (staticImports.total.gzip > budgets.staticImports)
  problems.push(`the static imports of index.html are ${kB(staticImports.total.gzip)}`);

const verbose = process.env.BENCH_FILES === "1";
process.stdout.write(
  [
    `JavaScript a phone fetches, gzip level 9, kB = 1,000 bytes (${relative(appDir, siteDir)}; Chromium, ` +
      `412x823, CPU slowed 4x; "until idle" = until 2 s without a request). Budgets: a visitor's public page at ` +
      `most ${kB(budgets.untilIdle)} until idle and ${kB(budgets.beforeLoad)} before load; a returning ` +
      `customer's account pages at most ${kB(returningBudget)}.`,
    ...table,
    ...(verbose
      ? measured.flatMap(({ who, name, weight }) => [
          `${who} ${name}:`,
          ...weight.files.map(
            (file) =>
              `  ${file.file.padEnd(48)} ${kB(file.gzip).padStart(9)}  ${file.beforeLoad ? "before load" : "after"}` +
              (file.libraries.length ? `  [${file.libraries.join(", ")}]` : ""),
          ),
        ])
      : ["(BENCH_FILES=1 lists every file of every page.)"]),
    "",
    firstLoadTable(
      "Static imports of the shell's index.html only (what the build alone says, not what a page fetches)",
      staticImports,
      budgets.staticImports,
    ),
    "",
    problems.length ? `Over budget or wrong:\n  ${problems.join("\n  ")}` : "All budgets met.",
    "",
  ].join("\n"),
);
if (problems.length) process.exit(1);
