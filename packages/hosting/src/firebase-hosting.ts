// A tenant site's Firebase Hosting config (its firebase.json), and the part of Hosting's rules the
// local static server follows to serve that same file: which headers a path gets, which paths
// fall back to the bare shell. Built files under /assets/ are never rewritten: a chunk missing
// after a deploy must be a 404 that the app can recover from, not the shell cached for a year.
// Firebase Hosting matches `"!/assets/**"` as "every path not under /assets/" (firebase-tools
// issue #6742 confirms it on Hosting; the brace form "!{/a/**,/b/**}" is not honoured there).
import type { Header } from "./security-headers.js";

export interface HostingRule {
  source: string;
}

export interface Hosting {
  target: string;
  public: string;
  ignore: string[];
  cleanUrls: boolean;
  trailingSlash: boolean;
  rewrites: (HostingRule & { destination: string })[];
  headers: (HostingRule & { headers: Header[] })[];
}

const immutable: Header = { key: "Cache-Control", value: "public, max-age=31536000, immutable" };

/** Any site may read these files with fetch (CORS): public files another app of the tenant prints from. */
const readableEverywhere: Header = { key: "Access-Control-Allow-Origin", value: "*" };

/**
 * Firebase Hosting for this folder: clean URLs, the bare shell (`shell`) for every route with no
 * file of its own (the storefront's routes not prerendered; every route of the console). The files under
 * `readableElsewhere` (globs of public files: the storefront's catalogue photos, which the console prints on pull
 * sheets) may be read by any site.
 */
export function firebaseHosting(
  target: string,
  securityHeaders: Header[],
  shell = "/app.html",
  readableElsewhere: readonly string[] = [],
): { hosting: Hosting } {
  return {
    hosting: {
      target,
      public: ".",
      ignore: ["firebase.json"],
      cleanUrls: true,
      trailingSlash: false,
      rewrites: [{ source: "!/assets/**", destination: shell }],
      headers: [
        { source: "**", headers: securityHeaders },
        { source: "/assets/**", headers: [immutable] },
        ...readableElsewhere.map((source) => ({ source, headers: [readableEverywhere] })),
      ],
    },
  };
}

const patterns = new Map<string, RegExp>();

/**
 * Whether a Hosting glob matches a path. Only the forms this file writes are understood ("**",
 * "*", a leading "!"); anything else is refused rather than matched differently from Hosting.
 */
export function matchesSource(source: string, path: string): boolean {
  const negated = source.startsWith("!");
  const glob = negated ? source.slice(1) : source;
  let pattern = patterns.get(glob);
  if (!pattern) {
    if (/[?[\]{}()@+!]/.test(glob))
      throw new Error(
        `The Hosting glob "${source}" uses syntax the local static server does not follow (it knows ** and * ` +
          "and a leading !); keep firebase-hosting.ts's globs to those, or teach matchesSource the new form",
      );
    const body = glob
      .split("**")
      .map((part) =>
        part
          .split("*")
          .map((text) => text.replace(/[.\\^$|/]/g, "\\$&"))
          .join("[^/]*"),
      )
      .join(".*");
    patterns.set(glob, (pattern = new RegExp(`^${body}$`)));
  }
  return pattern.test(path) !== negated;
}

/** The headers Hosting adds to a response for this path (later rules win for the same header). */
export function headersFor(hosting: Hosting, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of hosting.headers)
    if (matchesSource(rule.source, path)) for (const { key, value } of rule.headers) headers[key] = value;
  return headers;
}

/** The file a path is rewritten to when no file matches it, or undefined (then: the 404 page). */
export function rewriteFor(hosting: Hosting, path: string): string | undefined {
  return hosting.rewrites.find((rule) => matchesSource(rule.source, path))?.destination;
}
