// The inline code of a tenant's pages, as Content-Security-Policy hashes: every <script> without a
// src that a browser would run, every <style> element and every style="" attribute, found in the
// HTML as written (the start scripts, the tenant's theme, and whatever the render puts in a page),
// so the policy allows exactly what the build wrote and nothing else inline.
import { createHash } from "node:crypto";

export interface InlineHashes {
  /** Hashes of inline scripts, sorted (the same pages give the same policy). */
  scripts: string[];
  /** Hashes of <style> elements. */
  styles: string[];
  /** Hashes of style="" attributes (allowed with 'unsafe-hashes': these exact values only). */
  styleAttributes: string[];
}

/** `'sha256-…'`, as CSP names a hash of this text (UTF-8). */
export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// A script's own type decides whether it runs: none, a JavaScript MIME type or "module" does;
// data blocks (application/json, application/ld+json) do not, and CSP does not apply to them.
const runsAsScript = (attributes: string) => {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return type === undefined || type === "" || type === "module" || /^(text|application)\/(java|ecma)script$/.test(type);
};

// Attribute values as the browser reads them (React escapes &, <, >, " and ' in attributes).
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return named[name.toLowerCase()] ?? entity;
  });

// One pass per page: a script or style element is taken whole, so text inside it is never read
// as an attribute.
const inlinePattern =
  /<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b[^>]*>([\s\S]*?)<\/style\s*>|\sstyle="([^"]*)"/gi;

/** Collects the inline code of every page added; `hashes()` is the policy's share of it. */
export function inlineHashCollector() {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  return {
    add(html: string): void {
      for (const [, attributes, script, style, styleAttribute] of html.matchAll(inlinePattern)) {
        if (attributes !== undefined && runsAsScript(attributes)) scripts.add(script ?? "");
        else if (style !== undefined) styles.add(style);
        else if (styleAttribute !== undefined) styleAttributes.add(decodeAttribute(styleAttribute));
      }
    },
    hashes(): InlineHashes {
      const sorted = (texts: Set<string>) => [...new Set([...texts].map(cspHash))].sort();
      return { scripts: sorted(scripts), styles: sorted(styles), styleAttributes: sorted(styleAttributes) };
    },
  };
}
