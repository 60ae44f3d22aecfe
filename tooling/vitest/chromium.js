// How every test and benchmark starts a browser: Debian's Chromium (never a downloaded one), or
// CHROMIUM_PATH, with the switches that let it run as root in a container and keep it off the
// network on its own (no updates, no sync, no first-run pages), so a run does only what it is told.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's launch options for that browser. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
