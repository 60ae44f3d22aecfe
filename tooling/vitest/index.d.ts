import type { ViteUserConfig } from "vitest/config";

/** Shared Vitest defaults; merge a package's own settings over them with mergeConfig. */
export declare const baseConfig: ViteUserConfig;
/** The jsdom packages' settings over baseConfig: one jsdom per worker, reset before each file (dom-file-reset.js). */
export declare const domConfig: ViteUserConfig;
export default baseConfig;
