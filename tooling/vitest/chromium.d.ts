/** Debian's Chromium, or CHROMIUM_PATH. */
export declare const chromiumPath: string;
/** The switches every test browser starts with. */
export declare const chromiumArgs: readonly string[];
/** Playwright's launch options for that browser. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
