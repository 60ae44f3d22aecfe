// Which of the compiled shell's scripts a page needs, from Vite's manifest: the entry module, the
// chunks it imports, and the on-demand chunks of the page's own route (its component and loader),
// so none of them waits for another to arrive before it is requested.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The on-demand modules each kind of prerendered page loads before it hydrates (the lazy routes
 * of src/app/routes.tsx that its address matches), named as the manifest names them. Not the browse and prop
 * loaders: the page brought their data, and they load when they first run.
 */
export const pageModules = {
  home: ["src/content/HomePage.tsx"],
  content: ["src/content/ContentRoute.tsx"],
  contact: ["src/content/ContactPage.tsx"],
  quote: ["src/quotes/RequestQuotePage.tsx"],
  categories: ["src/catalogue/browse/CategoriesPage.tsx"],
  browse: ["src/catalogue/browse/BrowsePage.tsx"],
  prop: ["src/catalogue/props/PropPage.tsx"],
} satisfies Record<string, string[]>;
export type PageKind = keyof typeof pageModules;

export interface ShellScripts {
  /** The entry module, like "/assets/index-a1b2.js". */
  entry: string;
  /** Every other module a page of this kind needs at start, entry's imports first. */
  modulesFor(kind: PageKind): string[];
  /** The entry's imports alone: what the bare shell (app.html) needs before it knows its page. */
  entryModules(): string[];
}

export function shellScripts(manifest: Manifest, where = "the shell's manifest"): ShellScripts {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey)
    throw new Error(
      `${where} has no entry chunk; rebuild the shell with \`pnpm --filter @backlot/storefront build:shell\``,
    );
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found)
      throw new Error(
        `${where} has no chunk for ${key}: the shell is older than this build command (rebuild it), or ` +
          `build/shell-scripts.ts names a module that moved`,
      );
    return found;
  };
  /** `keys` and everything they import, each once (skipping `known`), in the order met. */
  const closure = (keys: string[], known: ReadonlySet<string>): string[] => {
    const seen = new Set(known);
    const found: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      found.push(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return found;
  };
  const fileOf = (key: string) => `/${chunk(key).file}`;
  const entryImports = closure(chunk(entryKey).imports ?? [], new Set([entryKey]));
  const atStart = new Set([entryKey, ...entryImports]);
  return {
    entry: fileOf(entryKey),
    modulesFor: (kind) => [...entryImports, ...closure(pageModules[kind], atStart)].map(fileOf),
    entryModules: () => entryImports.map(fileOf),
  };
}

export async function readShellScripts(shellDir: string): Promise<ShellScripts> {
  const path = join(shellDir, ".vite", "manifest.json");
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new Error(`${path} is missing: rebuild the shell with \`pnpm --filter @backlot/storefront build:shell\``);
  }
  return shellScripts(JSON.parse(text) as Manifest, path);
}

const attribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** For pages with nothing to show before the app runs (app.html): start at once, in parallel. */
export function eagerStartHtml(entry: string, modules: string[]): string {
  return [
    ...modules.map((file) => `<link rel="modulepreload" href="${attribute(file)}">`),
    `<script type="module" src="${attribute(entry)}"></script>`,
  ].join("\n    ");
}

/**
 * How many module preloads one task adds. Adding a page's 30 to 40 at once took one long task (70 to 160 ms on
 * Lighthouse's phone, measured with bench/trace-bench.ts), the department page's Total Blocking Time; in batches
 * of this size each task stays short, and the fetches still start within a few milliseconds of each other.
 */
export const preloadsPerTask = 6;

/**
 * For prerendered pages: the page is readable as it arrives, so the app (which makes it interactive) is requested
 * once the page has loaded (its stylesheet, the tenant's settings and the pictures in view) and the next frame is
 * painted: the pictures have a slow connection's bandwidth first, and a visitor's phone fetches no more than the
 * tenant settings before the load event (decision 0050; bench/web-bench.ts measures it). A hidden tab paints no
 * frames: it starts at once. The module preloads go in over a few short tasks, then the entry.
 */
export function afterPaintStartHtml(entry: string, modules: string[]): string {
  const start =
    `function(){var f=${JSON.stringify(modules)},i=0;function next(){` +
    `for(var end=Math.min(i+${String(preloadsPerTask)},f.length);end>i;i++){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=f[i];document.head.appendChild(l)}if(f.length>i)setTimeout(next,0);else{var ` +
    `s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};` +
    `document.head.appendChild(s)}}next()}`;
  const code =
    `(function(start){function later(){if(document.visibilityState==="hidden")start();else ` +
    `requestAnimationFrame(function(){setTimeout(start,0)})}if(document.readyState!=="complete")` +
    `addEventListener("load",later);else later()})(${start})`;
  // JSON of file paths cannot contain "</script>" (Vite names files with [\w.-]), but be sure. The code itself has no
  // "<" (comparisons are written with ">"), so escaping every one only ever touches the JSON's strings.
  return `<script>${code.replace(/</g, "\\u003c")}</script>`;
}
