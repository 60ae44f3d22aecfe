import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentPages, parseContentFile, routeOfContentFile } from "./content-pages.js";

describe("content pages", () => {
  it("maps files to routes", () => {
    expect(routeOfContentFile("index.md")).toBe("/");
    expect(routeOfContentFile("pages/fabrication/carpentry.md")).toBe("/pages/fabrication/carpentry");
    expect(routeOfContentFile("contact-us.md")).toBe("/contact-us");
  });

  it("reads front matter and renders the body", () => {
    const { page, problems } = parseContentFile(
      "---\ntitle: About us\ndescription: Who we are.\nlead: Since 1987.\n---\n## History\n\nA [quote](/pages/request-a-quote).\n",
      "content/pages/about-us.md",
      "/pages/about-us",
    );
    expect(problems).toEqual([]);
    expect(page).toMatchObject({
      route: "/pages/about-us",
      title: "About us",
      description: "Who we are.",
      lead: "Since 1987.",
    });
    expect(page?.html).toContain("<h2>History</h2>");
    expect(page?.html).toContain('<a href="/pages/request-a-quote">quote</a>');
  });

  it("never lets raw HTML or script links through", () => {
    const { page } = parseContentFile(
      '---\ntitle: T\ndescription: D\n---\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))\n',
      "content/x.md",
      "/x",
    );
    expect(page?.html).not.toMatch(/<script|<img|javascript:/);
    expect(page?.html).toContain("&lt;script&gt;");
  });

  it("lists every problem with the file and what to do", () => {
    expect(parseContentFile("# No front matter\n", "content/a.md", "/a").problems).toEqual([
      'content/a.md: must start with front matter between "---" lines (title and description)',
    ]);
    expect(parseContentFile("---\ntitel: Oops\nnot a pair\n---\nBody", "content/b.md", "/b").problems).toEqual([
      'content/b.md: unknown front matter key "titel" (allowed: title, description, lead)',
      'content/b.md: front matter line 3 must be "key: value" (got "not a pair")',
      'content/b.md: front matter needs a "title"',
      'content/b.md: front matter needs a "description"',
    ]);
  });

  it("loads a tenant's content folder, sorted by route", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "content/pages"), { recursive: true });
    writeFileSync(join(dir, "content/index.md"), "---\ntitle: Home\ndescription: Home page.\n---\nHello");
    writeFileSync(join(dir, "content/pages/about-us.md"), "---\ntitle: About\ndescription: About page.\n---\nUs");
    writeFileSync(join(dir, "content/pages/broken.md"), "no front matter");
    const { pages, problems } = await loadContentPages(dir);
    expect(pages.map((page) => page.route)).toEqual(["/", "/pages/about-us"]);
    expect(problems).toEqual([
      'content/pages/broken.md: must start with front matter between "---" lines (title and description)',
    ]);
  });
});
