// A tenant's content pages: content/<route>.md files with a small front matter (title, description,
// lead, image and imageAlt; the home page's services), turned into HTML at build time. micromark
// escapes raw HTML and drops dangerous link protocols, so a content file can never inject script into
// the storefront. A file's
// path becomes its page's address and output file, so names are route slugs, and nothing in the
// folder may be a symbolic link (the build reads only what is inside the tenant folder).
import { lstat, readFile, readdir, readlink } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { micromark } from "micromark";
import type { ContentImage, ContentPageData } from "../src/content/content-page-data.js";
import { imageSize } from "./image-size.js";

const frontMatterKeys = ["title", "description", "lead", "image", "imageAlt", "services"] as const;

/** What the front matter asks of the build beyond the page's own text: its picture, the home page's services. */
export interface ContentExtras {
  /** "assets/hero.svg", and what it shows. */
  image?: { path: string; alt: string };
  /** Routes of content pages, for the home page's service tiles. */
  services?: string[];
}

/** "pages/about-us.md" -> "/pages/about-us"; "index.md" -> "/". */
export function routeOfContentFile(file: string): string {
  const path = file.split(sep).join("/").replace(/\.md$/, "");
  return path === "index" ? "/" : `/${path}`;
}

/** Reads the front matter and body of one content file; problems are returned, not thrown. */
export function parseContentFile(
  source: string,
  label: string,
  route: string,
): { page?: ContentPageData; extras?: ContentExtras; problems: string[] } {
  const problems: string[] = [];
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match)
    return { problems: [`${label}: must start with front matter between "---" lines (title and description)`] };
  const fields: Record<string, string> = {};
  for (const [index, line] of (match[1] as string).split(/\r?\n/).entries()) {
    if (line.trim() === "") continue;
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    const key = pair?.[1];
    if (!pair || !key) {
      problems.push(`${label}: front matter line ${index + 2} must be "key: value" (got "${line}")`);
      continue;
    }
    if (!(frontMatterKeys as readonly string[]).includes(key))
      problems.push(`${label}: unknown front matter key "${key}" (allowed: ${frontMatterKeys.join(", ")})`);
    fields[key] = (pair[2] ?? "").trim();
  }
  for (const key of ["title", "description"])
    if (!fields[key]) problems.push(`${label}: front matter needs a "${key}"`);
  if (fields.image !== undefined && !/^assets\/[\w.-]+$/.test(fields.image))
    problems.push(`${label}: "image" must name a file in the tenant's assets folder, like assets/hero.svg`);
  if (fields.image && !fields.imageAlt)
    problems.push(`${label}: front matter needs an "imageAlt" saying what the image shows, for screen readers`);
  if (fields.imageAlt && !fields.image) problems.push(`${label}: "imageAlt" is there but no "image"`);
  if (fields.services !== undefined && route !== "/")
    problems.push(`${label}: "services" belongs in the home page's front matter (content/index.md)`);
  if (problems.length) return { problems };
  const body = source.slice(match[0].length);
  const page: ContentPageData = {
    route,
    title: fields.title as string,
    description: fields.description as string,
    html: micromark(body),
  };
  if (fields.lead) page.lead = fields.lead;
  const extras: ContentExtras = {};
  if (fields.image) extras.image = { path: fields.image, alt: fields.imageAlt ?? "" };
  if (fields.services)
    extras.services = fields.services
      .split(",")
      .map((service) => service.trim())
      .filter(Boolean);
  return { page, extras, problems };
}

/** The tenant's symbolic links under `dir` (itself included), each as a problem naming the file. */
export async function symbolicLinkProblems(tenantDir: string, folder: string, what: string): Promise<string[]> {
  const dir = join(tenantDir, folder);
  const problem = async (path: string) => {
    const target = await readlink(path).catch(() => "somewhere");
    return (
      `${relative(tenantDir, path).split(sep).join("/")} is a symbolic link (to ${target}): ${what} must be files ` +
      "inside the tenant folder, as a link can point anywhere on the machine that builds it; replace the link " +
      "with a copy of the file it points to"
    );
  };
  const stats = await lstat(dir).catch(() => undefined);
  if (!stats) return [];
  if (stats.isSymbolicLink()) return [await problem(dir)];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries.filter((entry) => entry.isSymbolicLink()).map((entry) => problem(join(entry.parentPath, entry.name))),
  );
}

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why a content file's path (relative to content/) cannot be a page's address, or undefined. */
export function contentNameProblem(relativePath: string): string | undefined {
  const parts = relativePath.split(sep);
  const name = (parts.pop() ?? "").replace(/\.md$/, "");
  if ([...parts, name].every((part) => slug.test(part))) return undefined;
  return (
    `content/${relativePath.split(sep).join("/")}: a content file's path is its page's address, so its name ` +
    "and folders must be lowercase letters, digits and single hyphens (like content/pages/about-us.md); rename it"
  );
}

async function markdownFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The front matter's image as the page shows it: served from /tenant/assets/, with its size read from the file. */
async function contentImage(
  tenantDir: string,
  label: string,
  { path, alt }: { path: string; alt: string },
): Promise<ContentImage | string> {
  const bytes = await readFile(join(tenantDir, path)).catch(() => undefined);
  if (!bytes) return `${label}: its image ${path} is not in the tenant folder; add the file or fix the name`;
  const size = imageSize(bytes, extname(path).slice(1));
  if (typeof size === "string") return `${label}: its image ${path} ${size}`;
  return { url: `/tenant/${path}`, alt, ...size };
}

/** Every content page of a tenant, sorted by route, with what their front matter asks for, or every problem found. */
export async function loadContentPages(
  tenantDir: string,
): Promise<{ pages: ContentPageData[]; services: string[]; problems: string[] }> {
  const contentDir = join(tenantDir, "content");
  const pages: ContentPageData[] = [];
  let services: string[] = [];
  const problems = await symbolicLinkProblems(tenantDir, "content", "content pages");
  // A linked content folder is not read at all.
  if (problems.length) return { pages, services, problems };
  for (const file of await markdownFiles(contentDir)) {
    const relativePath = relative(contentDir, file);
    const nameProblem = contentNameProblem(relativePath);
    if (nameProblem) {
      problems.push(nameProblem);
      continue;
    }
    const label = `content/${relativePath.split(sep).join("/")}`;
    const parsed = parseContentFile(await readFile(file, "utf8"), label, routeOfContentFile(relativePath));
    problems.push(...parsed.problems);
    if (!parsed.page) continue;
    if (parsed.extras?.image) {
      const image = await contentImage(tenantDir, label, parsed.extras.image);
      if (typeof image === "string") problems.push(image);
      else parsed.page.image = image;
    }
    if (parsed.extras?.services) services = parsed.extras.services;
    pages.push(parsed.page);
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  const routes = new Set(pages.map((page) => page.route));
  for (const service of services)
    if (!routes.has(service))
      problems.push(
        `content/index.md: "services" lists ${service}, which is not a content page; write the route of a file ` +
          "in content/ (like /pages/fabrication for content/pages/fabrication.md)",
      );
  return { pages, services, problems };
}
