import { describe, expect, it } from "vitest";
import { afterPaintStartHtml, eagerStartHtml, shellScripts } from "./shell-scripts.js";

// A manifest shaped like Vite's: the entry imports the framework; the browse page shares a chunk
// with the prop page.
const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_framework.js", "_tenant.js"] },
  "_framework.js": { file: "assets/framework-2.js" },
  "_tenant.js": { file: "assets/tenant-3.js", imports: ["_framework.js"] },
  "src/browse/BrowsePage.tsx": { file: "assets/BrowsePage-4.js", imports: ["_framework.js", "_PropGrid.js"] },
  "src/browse/browse-loader.ts": { file: "assets/browse-loader-5.js", imports: ["_tenant.js"] },
  "_PropGrid.js": { file: "assets/PropGrid-6.js", imports: ["_framework.js"] },
};

describe("the scripts a page starts with", () => {
  it("are the entry's imports, then its route's modules and theirs, each once", () => {
    const scripts = shellScripts(manifest);
    expect(scripts.entry).toBe("/assets/index-1.js");
    expect(scripts.modulesFor("home")).toEqual(["/assets/framework-2.js", "/assets/tenant-3.js"]);
    expect(scripts.modulesFor("browse")).toEqual([
      "/assets/framework-2.js",
      "/assets/tenant-3.js",
      "/assets/BrowsePage-4.js",
      "/assets/PropGrid-6.js",
      "/assets/browse-loader-5.js",
    ]);
  });

  it("say which module is missing from an older shell", () => {
    expect(() => shellScripts(manifest).modulesFor("prop")).toThrow(
      /no chunk for src\/props\/PropPage.tsx: the shell is older/,
    );
    expect(() => shellScripts({})).toThrow(/no entry chunk; rebuild the shell/);
  });

  it("start at once on the bare shell, and after the first paint on prerendered pages", () => {
    expect(eagerStartHtml("/assets/index-1.js", ["/assets/framework-2.js"])).toBe(
      '<link rel="modulepreload" href="/assets/framework-2.js">\n    <script type="module" ' +
        'src="/assets/index-1.js"></script>',
    );
    const later = afterPaintStartHtml("/assets/index-1.js", ["/assets/framework-2.js"]);
    expect(later).toMatch(/^<script>\(function\(start\)\{.*\}\)\(function\(\)\{.*\}\)<\/script>$/);
    for (const step of [
      'addEventListener("DOMContentLoaded",later)',
      "requestAnimationFrame(function(){setTimeout(start,0)})",
      'visibilityState==="hidden")start()',
    ])
      expect(later).toContain(step);
    expect(later).toContain('["/assets/framework-2.js"]');
    expect(later).toContain('s.src="/assets/index-1.js"');
  });
});
