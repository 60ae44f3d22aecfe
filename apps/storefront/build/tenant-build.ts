// Everything a storefront build takes from one tenant folder, loaded and checked once: the
// validated settings, the content pages, the catalogue and its serialised search index. A bad
// tenant fails here with every problem listed, before any page is built.
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { type Tenant, formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { demoPictureUrl } from "@backlot/domain/catalogue";
import { demoFallback, pictureSwatches, propImageSvg } from "@backlot/demo";
import { type SearchIndexData, buildSearchIndex, indexConfigFromTenant, serializeIndex } from "@backlot/search/engine";
import { catalogueImagesFolder, loadCatalogue } from "@backlot/catalogue";
import type { ContentPageData } from "../src/content/content-page-data.js";
import { loadContentPages, symbolicLinkProblems } from "./content-pages.js";
import { homeShowcase } from "./home-showcase.js";

const dayMs = 86_400_000;
/**
 * The day a demo catalogue's props are dated from: the Monday of the build's week, so a demo shop built today has
 * props "new this week" (a fixed day would age them all out) and the same build all week.
 */
export function demoCatalogueDay(now: Date): Date {
  const day = new Date(Math.floor(now.getTime() / dayMs) * dayMs);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

export interface TenantBuild {
  tenant: Tenant;
  pages: ContentPageData[];
  /** The search index, and serialised as JSON text for the browser. */
  index: SearchIndexData;
  catalogueIndex: string;
  /** Files served as they are, by URL path ("/tenant/assets/logo.svg", "/catalogue/images/X.svg"). */
  files: Map<string, { type: string; body: string | Buffer }>;
  /**
   * The folder of photos `backlot catalogue import` wrote (catalogue/images), published as /catalogue/images/ by
   * copying: a large catalogue has tens of thousands of them, too many to hold in memory like `files`.
   */
  imagesDir?: string;
}

export class TenantBuildError extends Error {
  constructor(tenantDir: string, problems: readonly string[]) {
    super(
      `The tenant in ${tenantDir} cannot be built; fix these and build ` +
        `again:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "TenantBuildError";
  }
}

const contentTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  ico: "image/x-icon",
};

/** The validated settings alone (no content or catalogue), for a tenant that shares another's build. */
export async function loadTenantSettings(tenantDir: string): Promise<Tenant> {
  const loaded = await loadTenant(tenantDir);
  if (!loaded.ok) throw new TenantBuildError(tenantDir, loaded.issues.map(formatIssue));
  return loaded.tenant;
}

export async function loadTenantBuild(tenantDir: string, now = new Date()): Promise<TenantBuild> {
  const tenant = await loadTenantSettings(tenantDir);
  const [content, catalogue, linkedAssets] = await Promise.all([
    loadContentPages(tenantDir),
    loadCatalogue(tenantDir, tenant, { fallback: demoFallback({ now: demoCatalogueDay(now) }) }),
    // A linked asset would publish whatever it points to (a key, another tenant's files).
    symbolicLinkProblems(tenantDir, "assets", "a tenant's assets"),
  ]);
  const problems = [...linkedAssets, ...content.problems, ...(catalogue.ok ? [] : catalogue.issues.map(formatIssue))];
  if (problems.length || !catalogue.ok) throw new TenantBuildError(tenantDir, problems);

  const home = content.pages.find((page) => page.route === "/");
  if (home) home.showcase = homeShowcase(tenant, catalogue.props, content.pages, content.services, now);
  const index = buildSearchIndex(catalogue.props, indexConfigFromTenant(tenant));
  const files = new Map<string, { type: string; body: string | Buffer }>();
  const assetsDir = join(tenantDir, "assets");
  for (const name of await readdir(assetsDir).catch(() => [] as string[])) {
    const type = contentTypes[name.split(".").pop()?.toLowerCase() ?? ""];
    if (type) files.set(`/tenant/assets/${name}`, { type, body: await readFile(join(assetsDir, name)) });
  }
  const imagesDir = join(tenantDir, catalogueImagesFolder);
  const hasImages = catalogue.source === "file" && existsSync(imagesDir);
  if (catalogue.source === "demo") {
    const swatches = pictureSwatches(tenant);
    for (const prop of catalogue.props)
      files.set(demoPictureUrl(prop.id), { type: "image/svg+xml", body: propImageSvg(prop, swatches) });
  }
  return {
    tenant,
    pages: content.pages,
    index,
    catalogueIndex: JSON.stringify(serializeIndex(index)),
    files,
    ...(hasImages ? { imagesDir } : {}),
  };
}
