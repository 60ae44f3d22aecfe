// Vite wraps every dynamic import in its preload helper (`__vitePreload`) even with
// build.modulePreload off (vitejs/vite#18551, #13952). This shell preloads nothing from code (the
// branded pages list what each page needs) and has one stylesheet, so the helper never has
// anything to load: this plugin makes it a plain call, which saves its bytes on the first load,
// and takes the calls out of each chunk again (about 60 bytes each, a few dozen in the shell).
import type { Plugin } from "vite";

const helperId = "\0vite/preload-helper.js";

/** `import("x")`, or a module merged into a chunk of others: `import("x").then((m) => m.a)`. */
const imported = String.raw`import\("[^"]+"\)(?:\.then\(\(?[\w$]+\)? => [\w$]+\.[\w$]+\))?`;

/**
 * A wrapped import as Vite writes it before minifying: `__vitePreload(async () => { const { a } = await
 * import("x"); return { a }; }, __VITE_PRELOAD__)`, or `__vitePreload(() => import("x"), __VITE_PRELOAD__)`. The
 * exports the page uses were chosen before rendering (tree shaking), so the module itself serves as well.
 */
const wrappedImport = new RegExp(
  [
    String.raw`__vitePreload\(`,
    String.raw`(?:async \(\) => \{\s*const (\{[^{}]*\}) = await (${imported});\s*return \1;\s*\}`,
    String.raw`|\(\) => (${imported}))`,
    String.raw`, __VITE_PRELOAD__\)`,
  ].join(""),
  "g",
);

export function unwrapImports(code: string): string {
  return code.replace(wrappedImport, (_, _names: string, destructured?: string, plain?: string) =>
    String(destructured ?? plain),
  );
}

export function noPreloadHelper(): Plugin {
  return {
    name: "backlot-no-preload-helper",
    enforce: "pre",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    load(id) {
      if (id === helperId) return "export const __vitePreload = (load) => load();";
    },
    renderChunk(code) {
      const unwrapped = unwrapImports(code);
      return unwrapped === code ? null : { code: unwrapped, map: null };
    },
  };
}
