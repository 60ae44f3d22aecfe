import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveFile } from "./static-server.js";

describe("the local stack's static server", () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(root, "pages"), { recursive: true });
  for (const file of ["index.html", "app.html", "pages.html", "pages/about-us.html", "sitemap.xml"])
    writeFileSync(join(root, file), file);

  it("serves prerendered pages by clean URL, and files as they are", async () => {
    expect(await resolveFile(root, "/")).toBe(join(root, "index.html"));
    expect(await resolveFile(root, "/pages/about-us")).toBe(join(root, "pages/about-us.html"));
    expect(await resolveFile(root, "/sitemap.xml")).toBe(join(root, "sitemap.xml"));
  });

  it("finds nothing for other routes (the shell serves them) and never leaves the folder", async () => {
    expect(await resolveFile(root, "/account/orders")).toBeUndefined();
    expect(await resolveFile(root, "/../../etc/passwd")).toBeUndefined();
  });
});
