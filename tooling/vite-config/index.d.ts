import type { Logger } from "vite";

/** The warning Vite raises for CSS modules that compose across files (see index.js). */
export declare const fromOptionWarning: string;
/** A Vite logger that drops that warning and prints everything else. */
export declare function buildLogger(): Logger;
