import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspHash, inlineHashCollector } from "./inline-hashes.js";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the inline code of a site's pages", () => {
  it("hashes each script that runs, each style element and each style attribute once, sorted", () => {
    const inline = inlineHashCollector();
    inline.add(
      [
        "<script>start()</script>",
        '<script type="module">go()</script>',
        "<style data-tenant-theme>:root{--color-brand:#b3261e}</style>",
        '<span style="background:var(--swatch-red)"></span>',
      ].join(""),
    );
    inline.add('<script>start()</script><span style="background:var(--swatch-red)"></span>');
    expect(inline.hashes()).toEqual({
      scripts: [sha("start()"), sha("go()")].sort(),
      styles: [sha(":root{--color-brand:#b3261e}")],
      styleAttributes: [sha("background:var(--swatch-red)")],
    });
  });

  it("leaves out data blocks and scripts with a src, which the policy does not run as inline code", () => {
    const inline = inlineHashCollector();
    inline.add(
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
        '<script type="application/json" id="backlot-router-data">{"style=\\"x\\"":1}</script>' +
        '<script defer src="/tenant/settings-1.js"></script><script type="module" src="/assets/index.js"></script>',
    );
    expect(inline.hashes()).toEqual({ scripts: [], styles: [], styleAttributes: [] });
  });

  it("hashes an attribute as the browser reads it, entities decoded", () => {
    const inline = inlineHashCollector();
    inline.add('<i style="font-family:&quot;Arial Narrow&quot;, serif;content:&#x27;&amp;&#39;"></i>');
    expect(inline.hashes().styleAttributes).toEqual([cspHash(`font-family:"Arial Narrow", serif;content:'&'`)]);
  });
});
