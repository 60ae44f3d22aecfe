import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { afterPaintStartHtml, eagerStartHtml, preloadsPerTask, shellScripts } from "./shell-scripts.js";

type Added = Record<string, string>;

/** Just enough of a browser page to run the start script: its events, frames and timer tasks, and what it adds. */
function fakePage(readyState: string, visibilityState = "visible") {
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const added: Added[] = [];
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    createElement: (tag: string): Added => ({ tag }),
    head: { appendChild: (element: Added) => added.push({ ...element }) },
  };
  return {
    added,
    run: (code: string) =>
      runInNewContext(code, {
        document,
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        requestAnimationFrame: (frame: () => void) => frames.push(frame),
        setTimeout: (task: () => void) => tasks.push(task),
      }) as unknown,
    fire: (type: string) => listeners.get(type)?.(),
    nextFrame: () => frames.shift()?.(),
    /** Runs the next timer task; how many elements it added. */
    nextTask: () => {
      const before = added.length;
      tasks.shift()?.();
      return added.length - before;
    },
  };
}

// A manifest shaped like Vite's: the entry imports the framework; the browse page shares a chunk
// with the prop page.
const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_framework.js", "_tenant.js"] },
  "_framework.js": { file: "assets/framework-2.js" },
  "_tenant.js": { file: "assets/tenant-3.js", imports: ["_framework.js"] },
  "src/catalogue/browse/BrowsePage.tsx": { file: "assets/BrowsePage-4.js", imports: ["_framework.js", "_PropGrid.js"] },
  "src/catalogue/browse/browse-loader.ts": { file: "assets/browse-loader-5.js", imports: ["_tenant.js"] },
  "_PropGrid.js": { file: "assets/PropGrid-6.js", imports: ["_framework.js"] },
  "src/content/HomePage.tsx": { file: "assets/HomePage-7.js", imports: ["_framework.js"] },
};

describe("the scripts a page starts with", () => {
  it("are the entry's imports, then its route's modules and theirs, each once", () => {
    const scripts = shellScripts(manifest);
    expect(scripts.entry).toBe("/assets/index-1.js");
    expect(scripts.entryModules()).toEqual(["/assets/framework-2.js", "/assets/tenant-3.js"]);
    expect(scripts.modulesFor("home")).toEqual([
      "/assets/framework-2.js",
      "/assets/tenant-3.js",
      "/assets/HomePage-7.js",
    ]);
    expect(scripts.modulesFor("browse")).toEqual([
      "/assets/framework-2.js",
      "/assets/tenant-3.js",
      "/assets/BrowsePage-4.js",
      "/assets/PropGrid-6.js",
    ]);
  });

  it("say which module is missing from an older shell", () => {
    expect(() => shellScripts(manifest).modulesFor("prop")).toThrow(
      /no chunk for src\/catalogue\/props\/PropPage.tsx: the shell is older/,
    );
    expect(() => shellScripts({})).toThrow(/no entry chunk; rebuild the shell/);
  });

  it("start at once on the bare shell", () => {
    expect(eagerStartHtml("/assets/index-1.js", ["/assets/framework-2.js"])).toBe(
      '<link rel="modulepreload" href="/assets/framework-2.js">\n    <script type="module" ' +
        'src="/assets/index-1.js"></script>',
    );
  });

  it("on a prerendered page, waits for the load event and a frame, then the preloads in batches and the entry", () => {
    const modules = Array.from({ length: 2 * preloadsPerTask + 1 }, (_, index) => `/assets/chunk-${String(index)}.js`);
    const html = afterPaintStartHtml("/assets/index-1.js", modules);
    expect(html).toMatch(/^<script>[^<]*<\/script>$/);
    const page = fakePage("loading");
    page.run(html.slice("<script>".length, -"</script>".length));
    expect(page.added).toEqual([]);
    page.fire("DOMContentLoaded");
    page.nextFrame();
    expect(page.nextTask()).toBe(0);
    // Not before the load event: the pictures in view come first.
    page.fire("load");
    page.nextFrame();
    // One task per batch of preloads: none of them long, whatever the number of chunks.
    const perTask = [page.nextTask(), page.nextTask(), page.nextTask(), page.nextTask()];
    expect(perTask).toEqual([preloadsPerTask, preloadsPerTask, 2, 0]);
    expect(page.added.slice(0, -1)).toEqual(modules.map((href) => ({ tag: "link", rel: "modulepreload", href })));
    expect(page.added.at(-1)).toEqual({ tag: "script", type: "module", src: "/assets/index-1.js" });
  });

  it("in a hidden tab, which paints no frames, starts at once", () => {
    const page = fakePage("complete", "hidden");
    page.run(afterPaintStartHtml("/assets/index-1.js", ["/assets/a.js"]).slice("<script>".length, -"</script>".length));
    while (page.nextTask() > 0);
    expect(page.added.map((element) => element.tag)).toEqual(["link", "script"]);
  });
});
