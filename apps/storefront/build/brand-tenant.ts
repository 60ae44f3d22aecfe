// Brands the compiled shell for a tenant: its pages prerendered to HTML (the app hydrates over
// them), its settings and theme in every page, its assets, content, catalogue index, sitemap,
// robots.txt and a Firebase Hosting config (with the security headers and a Content-Security-Policy
// that allows the inline code written here, by hash), in a folder ready for static hosting. Tenants
// that render alike (copies that differ only in id and domain) share one render of each page.
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { themeTokens, tokensToCss } from "@backlot/tenant-config/theme";
import { createEmbeddedEngine } from "@backlot/search/engine";
import { scriptJson } from "@backlot/hosting";
import type { StorefrontTenant } from "../src/app/storefront-tenant.js";
import { contentFileUrl } from "../src/content/content-url.js";
import type * as ServerEntryModule from "../src/entry-server.js";
import { type TenantBuild, loadTenantBuild, loadTenantSettings } from "./tenant-build.js";
import { fileWriter } from "./file-writer.js";
import { pageList } from "./page-list.js";
import {
  type ShellServices,
  contentSecurityPolicy,
  escapeHtml,
  firebaseHosting,
  inlineHashCollector,
  readShellServices,
  securityHeaders,
} from "@backlot/hosting";
import { type PageMeta, headHtml, robotsTxt, sitemapXml, siteOrigin } from "./seo.js";
import {
  type PageKind,
  type ShellScripts,
  afterPaintStartHtml,
  eagerStartHtml,
  pageModules,
  readShellScripts,
} from "./shell-scripts.js";

export interface BrandOptions {
  /** Tenant folders whose render inputs are the same (see render-group.ts); one is the usual case. */
  tenantDirs: readonly string[];
  /** The compiled client shell (index.html and assets/). */
  shellDir: string;
  /** The compiled server entry (entry-server.js). */
  serverEntry: string;
  /** Where each tenant's site goes (its folder's dist/ unless told). */
  outDirOf: (tenantDir: string) => string;
}

export interface BrandResult {
  tenantId: string;
  pages: number;
  bytes: number;
  ms: number;
}

export type BrandOutcome =
  { tenantDir: string; ok: true; result: BrandResult } | { tenantDir: string; ok: false; error: string };

/** "/" -> "index.html"; "/pages/about-us" -> "pages/about-us.html" (served with clean URLs). */
export const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${decodeURIComponent(path.slice(1))}.html`);

const headMarker = "<!-- backlot:head -->";
const emptyRoot = '<div id="root"></div>';
/** The element id of a prerendered page's data (src/main.tsx reads it). */
const pageDataId = "backlot-page-data";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads every tenant of a group. The first whose whole build loads leads: its content, catalogue
 * and index serve them all (their files are the same). The others load only their own settings,
 * which differ in tenantId and domain; one whose settings are wrong fails alone.
 */
async function loadGroup(
  tenantDirs: readonly string[],
): Promise<{ builds: { tenantDir: string; build: TenantBuild }[]; failures: BrandOutcome[] }> {
  const builds: { tenantDir: string; build: TenantBuild }[] = [];
  const failures: BrandOutcome[] = [];
  let leader: TenantBuild | undefined;
  for (const tenantDir of tenantDirs) {
    try {
      if (!leader) builds.push({ tenantDir, build: (leader = await loadTenantBuild(tenantDir)) });
      else builds.push({ tenantDir, build: { ...leader, tenant: await loadTenantSettings(tenantDir) } });
    } catch (error) {
      failures.push({ tenantDir, ok: false, error: messageOf(error) });
    }
  }
  return { builds, failures };
}

/** What stays the same for every page of one tenant's site: the shell with its brand, and where files go. */
async function siteWriter(
  build: TenantBuild,
  outDir: string,
  shell: { template: string; scripts: ShellScripts; services: ShellServices; dir: string },
) {
  const { tenant, pages } = build;
  const storefrontTenant = storefrontTenantOf(build);
  /** How each kind of prerendered page starts the app: after its first paint, with its modules. */
  const startAfterPaint = new Map(
    (Object.keys(pageModules) as PageKind[]).map((kind) => [
      kind,
      afterPaintStartHtml(shell.scripts.entry, shell.scripts.modulesFor(kind)),
    ]),
  );
  // The settings travel in one small script every page shares (cached once), not in each page.
  const tenantScript = `window.__BACKLOT_TENANT__=${scriptJson(storefrontTenant)};\n`;
  const tenantScriptPath = `tenant/settings-${createHash("sha256").update(tenantScript).digest("hex").slice(0, 10)}.js`;
  const sharedHead = [
    `<link rel="icon" href="/tenant/${escapeHtml(tenant.settings.favicon)}" />`,
    // Validated tokens (the schema refuses values that could break out of a declaration).
    `<style data-tenant-theme>${tokensToCss(themeTokens(tenant.settings))}</style>`,
    // Deferred: it runs after parsing, before DOMContentLoaded, which the app waits for.
    `<script defer src="/${tenantScriptPath}"></script>`,
  ].join("\n    ");
  // The shell cut where the head and the page go, once (joining strings is all a page costs,
  // and no page text can be taken for a replace() pattern such as "$&").
  const [beforeHead = "", afterHead = ""] = shell.template
    .replace('lang="en"', `lang="${escapeHtml(tenant.settings.locale)}"`)
    .split(headMarker);
  const [beforeRoot = "", afterRoot = ""] = afterHead.split(emptyRoot);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await cp(join(shell.dir, "assets"), join(outDir, "assets"), { recursive: true });
  const files = fileWriter(outDir);
  const inline = inlineHashCollector();
  files.write(tenantScriptPath, tenantScript);
  for (const [path, file] of build.files) files.write(path.slice(1), file.body);
  if (build.imagesDir) await cp(build.imagesDir, join(outDir, "catalogue", "images"), { recursive: true });
  files.write("catalogue/index.json", build.catalogueIndex);
  for (const content of pages) files.write(contentFileUrl(content.route).slice(1), JSON.stringify(content));

  return {
    tenant,
    files,
    list: pageList(storefrontTenant, pages, build.index.props),
    /** Writes a page, noting its inline code for the Content-Security-Policy. */
    writePage(file: string, html: string): void {
      inline.add(html);
      files.write(file, html);
    },
    /** The hosting config, once every page is written. */
    hosting: () => {
      const policy = contentSecurityPolicy({
        app: "storefront",
        services: shell.services,
        tenant,
        inline: inline.hashes(),
        imageUrls: imageUrlsOf(build),
      });
      // The console fetches the catalogue's photos for its pull sheets: public files, readable from any site.
      return firebaseHosting(tenant.id, securityHeaders(policy, "storefront"), undefined, ["/catalogue/images/**"]);
    },
    /**
     * A prerendered page; `path` says which address its markup was made for (the browser hydrates
     * only that), and its router data (what its loaders returned) comes as JSON, not as a script
     * that runs, so the policy needs no hash for each page.
     */
    page: (meta: PageMeta, rendered: { html: string; pageData: string }) =>
      [
        `${beforeHead}${headHtml(meta, tenant)}\n    ${sharedHead}${beforeRoot}`,
        `<div id="root" data-prerendered="${escapeHtml(meta.path)}">${rendered.html}</div>`,
        `\n    <script type="application/json" id="${pageDataId}">${rendered.pageData}</script>`,
        `\n    ${startAfterPaint.get(meta.kind) ?? ""}${afterRoot}`,
      ].join(""),
    /** The bare shell, for every address that is not prerendered: nothing to paint, so it starts at once. */
    appShell: (meta: PageMeta) =>
      `${beforeHead}${headHtml(meta, tenant)}\n    ${sharedHead}\n    ` +
      `${eagerStartHtml(shell.scripts.entry, shell.scripts.entryModules())}${beforeRoot}${emptyRoot}${afterRoot}`,
  };
}

/** The absolute image addresses a site shows: catalogue photos, content images, https logos and icons. */
function* imageUrlsOf({ tenant, pages, index }: TenantBuild): Generator<string> {
  const { favicon, headerLogo, logomark } = tenant.settings;
  yield* [favicon, headerLogo.url, logomark.url];
  for (const prop of index.props) for (const image of prop.images) yield image.url;
  for (const page of pages) for (const [, src = ""] of page.html.matchAll(/<img [^>]*src="([^"]+)"/g)) yield src;
}

const storefrontTenantOf = ({ tenant, pages }: TenantBuild): StorefrontTenant => ({
  ...tenant,
  contentTitles: Object.fromEntries(pages.map((page) => [page.route, page.title])),
});

/**
 * Brands the shell for a group of tenants that render alike: each page is rendered once and
 * written into every tenant's site with that tenant's head (title, canonical link, JSON-LD and
 * settings differ by domain and id). One group per process: the shell's modules read the tenant
 * once, when they load.
 */
export async function brandTenants({
  tenantDirs,
  shellDir,
  serverEntry,
  outDirOf,
}: BrandOptions): Promise<BrandOutcome[]> {
  const started = performance.now();
  const { builds, failures } = await loadGroup(tenantDirs);
  const leader = builds[0]?.build;
  if (!leader) return failures;
  globalThis.__BACKLOT_TENANT__ = storefrontTenantOf(leader);
  globalThis.__BACKLOT_CONTENT__ = new Map(leader.pages.map((page) => [page.route, page]));
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntryModule;
  server.setSearchEngine(createEmbeddedEngine(leader.index));

  const shellHtml = await readFile(join(shellDir, "index.html"), "utf8");
  // The shell's own module tag goes: each page says how and when its app starts.
  const template = shellHtml.replace(/\s*<script type="module"[^>]*><\/script>/, "");
  if (template.split(headMarker).length !== 2 || template.split(emptyRoot).length !== 2 || template === shellHtml)
    throw new Error(
      `${join(shellDir, "index.html")} is not the storefront shell (it needs one backlot:head marker, one empty ` +
        `#root and a module script); rebuild it with \`pnpm --filter @backlot/storefront build:shell\``,
    );
  const shell = {
    template,
    scripts: await readShellScripts(shellDir),
    services: await readShellServices(shellDir),
    dir: shellDir,
  };
  const sites = await Promise.all(builds.map(({ tenantDir, build }) => siteWriter(build, outDirOf(tenantDir), shell)));

  // Every tenant of a group lists the same pages (same catalogue and content): render by the leader's list.
  const origin = siteOrigin(leader.tenant);
  const lists = sites.map((site) => new Map(site.list.map((meta) => [meta.path, meta])));
  for (const [i, list] of lists.entries()) {
    const same = list.size === lists[0]?.size && [...list.keys()].every((path) => lists[0]?.has(path));
    if (!same)
      throw new Error(
        `${builds[i]?.tenantDir} was grouped with ${builds[0]?.tenantDir} but lists other pages; build it on its own`,
      );
  }
  for (const { path } of sites[0]?.list ?? []) {
    const rendered = await server.render(`${origin}${path}`);
    if (rendered.status !== 200)
      throw new Error(
        `Prerendering ${path} of ${leader.tenant.id} answered ${rendered.status}; every listed page must render`,
      );
    for (const [i, site] of sites.entries())
      site.writePage(htmlFileOf(path), site.page(lists[i]?.get(path) as PageMeta, rendered));
  }
  const missing = await server.render(`${origin}/404`);
  const outcomes: BrandOutcome[] = [...failures];
  for (const [i, site] of sites.entries()) {
    const { tenant, files } = site;
    // Pages that are not prerendered (account, sign-in, search) start from the bare shell.
    site.writePage(
      "app.html",
      site.appShell({
        path: "/",
        kind: "home",
        description: tenant.settings.metaDescription,
        type: "website",
        jsonLd: [],
      }),
    );
    site.writePage(
      "404.html",
      site.page(
        {
          path: "/404",
          kind: "home",
          title: "Page not found",
          description: tenant.settings.metaDescription,
          type: "website",
          jsonLd: [],
        },
        missing,
      ),
    );
    files.write(
      "sitemap.xml",
      sitemapXml(
        tenant,
        site.list.map((meta) => meta.path),
      ),
    );
    files.write("robots.txt", robotsTxt(tenant));
    files.write("firebase.json", `${JSON.stringify(site.hosting(), null, 2)}\n`);
    outcomes.push({
      tenantDir: builds[i]?.tenantDir as string,
      ok: true,
      result: {
        tenantId: tenant.id,
        pages: site.list.length,
        bytes: files.bytes,
        ms: Math.round(performance.now() - started),
      },
    });
  }
  return outcomes;
}
