import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentNameProblem, loadContentPages, parseContentFile, routeOfContentFile } from "./content-pages.js";

describe("content pages", () => {
  it("maps files to routes", () => {
    expect(routeOfContentFile("index.md")).toBe("/");
    expect(routeOfContentFile("pages/fabrication/carpentry.md")).toBe("/pages/fabrication/carpentry");
    expect(routeOfContentFile("contact-us.md")).toBe("/contact-us");
  });

  it("reads front matter and renders the body", () => {
    const { page, problems } = parseContentFile(
      "---\ntitle: About us\ndescription: Who we are.\nlead: Since 1987.\n---\n## History\n\nA " +
        "[quote](/pages/request-a-quote).\n",
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
      "---\ntitle: T\ndescription: D\n---\n<script>alert(1)</script>\n\n<img src=x " +
        'onerror="alert(1)">\n\n[click](javascript:alert(1))\n',
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
      'content/b.md: unknown front matter key "titel" (allowed: title, description, lead, image, imageAlt, services)',
      'content/b.md: front matter line 3 must be "key: value" (got "not a pair")',
      'content/b.md: front matter needs a "title"',
      'content/b.md: front matter needs a "description"',
    ]);
  });

  it("reads a page's image from the tenant's assets, with its size, and the home page's services", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "content/pages"), { recursive: true });
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/hero.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640"/>');
    writeFileSync(
      join(dir, "content/index.md"),
      "---\ntitle: Home\ndescription: Home.\nimage: assets/hero.svg\nimageAlt: Our shelves\n" +
        "services: /pages/fabrication\n---\nHello",
    );
    writeFileSync(join(dir, "content/pages/fabrication.md"), "---\ntitle: Fabrication\ndescription: We build.\n---\nx");
    const { pages, services, problems } = await loadContentPages(dir);
    expect(problems).toEqual([]);
    expect(pages[0]?.image).toEqual({ url: "/tenant/assets/hero.svg", alt: "Our shelves", width: 1600, height: 640 });
    expect(services).toEqual(["/pages/fabrication"]);
  });

  it("says what is wrong with an image or a service, and where", async () => {
    const front = (lines: string) => `---\ntitle: T\ndescription: D.\n${lines}\n---\nBody`;
    expect(parseContentFile(front("image: ../secret.png"), "content/a.md", "/a").problems).toEqual([
      `content/a.md: "image" must name a file in the tenant's assets folder, like assets/hero.svg`,
      'content/a.md: front matter needs an "imageAlt" saying what the image shows, for screen readers',
    ]);
    expect(parseContentFile(front("services: /pages/x"), "content/a.md", "/a").problems).toEqual([
      'content/a.md: "services" belongs in the home page\'s front matter (content/index.md)',
    ]);

    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "content"), { recursive: true });
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/hero.png"), "not a png");
    writeFileSync(join(dir, "content/index.md"), front("image: assets/hero.png\nimageAlt: A\nservices: /pages/gone"));
    expect((await loadContentPages(dir)).problems).toEqual([
      "content/index.md: its image assets/hero.png is not a readable PNG file (its size could not be read); " +
        "save it again",
      'content/index.md: "services" lists /pages/gone, which is not a content page; write the route of a file in ' +
        "content/ (like /pages/fabrication for content/pages/fabrication.md)",
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

  it("refuses content names that are not route slugs, an encoded ../ among them, saying the rule", async () => {
    expect(contentNameProblem("pages/about-us.md")).toBeUndefined();
    expect(contentNameProblem("pages/3d-printing.md")).toBeUndefined();
    for (const name of ["%2e%2e%2fescaped.md", "pages/About Us.md", "Pages/about.md", "a--b.md", "-a.md", "a_b.md"])
      expect(contentNameProblem(name), name).toMatch(/must be lowercase letters, digits and single hyphens/);

    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "content"), { recursive: true });
    writeFileSync(join(dir, "content/index.md"), "---\ntitle: Home\ndescription: Home page.\n---\nHello");
    writeFileSync(join(dir, "content/%2e%2e%2fescaped.md"), "---\ntitle: Out\ndescription: Out.\n---\nOut");
    const { pages, problems } = await loadContentPages(dir);
    expect(pages.map((page) => page.route)).toEqual(["/"]);
    expect(problems).toEqual([
      "content/%2e%2e%2fescaped.md: a content file's path is its page's address, so its name and folders must be " +
        "lowercase letters, digits and single hyphens (like content/pages/about-us.md); rename it",
    ]);
  });

  it("refuses a symbolic link in content/, or content/ as a link, and reads nothing through it", async () => {
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "secret.md"), "---\ntitle: Secret\ndescription: Not the tenant's.\n---\nKey");
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "content/pages"), { recursive: true });
    symlinkSync(join(outside, "secret.md"), join(dir, "content/pages/secret.md"));
    const linkedFile = await loadContentPages(dir);
    expect(linkedFile.pages).toEqual([]);
    expect(linkedFile.problems).toEqual([
      `content/pages/secret.md is a symbolic link (to ${join(outside, "secret.md")}): content pages must be files ` +
        "inside the tenant folder, as a link can point anywhere on the machine that builds it; replace the link " +
        "with a copy of the file it points to",
    ]);

    const linkedFolder = mkdtempSync(join(tmpdir(), "content-"));
    symlinkSync(outside, join(linkedFolder, "content"));
    const { pages, problems } = await loadContentPages(linkedFolder);
    expect(pages).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/^content is a symbolic link \(to .*\): content pages must be files/),
    ]);
  });
});
