import type { ViteUserConfig } from "vitest/config";

/** Shared Vitest defaults; merge a package's own settings over them with mergeConfig. */
export declare const baseConfig: ViteUserConfig;
export default baseConfig;
