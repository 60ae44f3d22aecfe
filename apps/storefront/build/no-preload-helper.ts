// Vite wraps every dynamic import in its preload helper (`__vitePreload`) even with
// build.modulePreload off (vitejs/vite#18551, #13952). This shell preloads nothing from code (the
// branded pages list what each page needs) and has one stylesheet, so the helper never has
// anything to load: this plugin makes it a plain call, which saves its bytes on the first load.
import type { Plugin } from "vite";

const helperId = "\0vite/preload-helper.js";

export function noPreloadHelper(): Plugin {
  return {
    name: "backlot-no-preload-helper",
    enforce: "pre",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    load(id) {
      if (id === helperId) return "export const __vitePreload = (load) => load();";
    },
  };
}
