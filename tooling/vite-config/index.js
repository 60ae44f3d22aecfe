// Vite's logger for the apps' builds, minus one warning. Vite warns "A PostCSS plugin did not pass the `from`
// option" when a CSS module composes a class from a file that itself composes from another (the kit's forms
// compose its buttons, which compose its focus ring): postcss-modules brings those rules in without their file.
// Vite needs the file only to rewrite url()s, and no composed file has one (test/composed-css.test.js holds
// that), so the warning says nothing a reader of `npm start` could act on. Every other warning is printed.
import { createLogger } from "vite";

export const fromOptionWarning = "A PostCSS plugin did not pass the `from` option";

/** A Vite logger that drops the `from` warning and prints everything else. */
export function buildLogger() {
  const logger = createLogger();
  const { warn, warnOnce } = logger;
  const printable = (message) => !message.includes(fromOptionWarning);
  logger.warn = (message, options) => {
    if (printable(message)) warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    if (printable(message)) warnOnce(message, options);
  };
  return logger;
}
