// Brands the compiled shell for one tenant: its pages prerendered to HTML (the app hydrates over
// them), its settings and theme in every page, its assets, content, catalogue index, sitemap,
// robots.txt and a Firebase Hosting config, in a folder ready for static hosting. One tenant per
// process: the shell's modules read the tenant once, when they load.
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { themeTokens, tokensToCss } from "@backlot/tenant-config/theme";
import { createEmbeddedEngine } from "@backlot/search/engine";
import { type StorefrontTenant, scriptJson } from "../src/app/storefront-tenant.js";
import { contentFileUrl } from "../src/pages/content-url.js";
import type * as ServerEntryModule from "../src/entry-server.js";
import { loadTenantBuild } from "../vite/tenant-build.js";
import { fileWriter } from "./file-writer.js";
import { pageList } from "./page-list.js";
import { type PageMeta, headHtml, robotsTxt, sitemapXml, siteOrigin } from "./seo.js";
import { type PageKind, afterPaintStartHtml, eagerStartHtml, pageModules, readShellScripts } from "./shell-scripts.js";

export interface BrandOptions {
  tenantDir: string;
  /** The compiled client shell (index.html and assets/). */
  shellDir: string;
  /** The compiled server entry (entry-server.js). */
  serverEntry: string;
  outDir: string;
}

export interface BrandResult {
  tenantId: string;
  pages: number;
  bytes: number;
  ms: number;
}


const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "/" -> "index.html"; "/pages/about-us" -> "pages/about-us.html" (served with clean URLs). */
export const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${decodeURIComponent(path.slice(1))}.html`);

export async function brandTenant({ tenantDir, shellDir, serverEntry, outDir }: BrandOptions): Promise<BrandResult> {
  const started = performance.now();
  const build = await loadTenantBuild(tenantDir);
  const { tenant, pages } = build;
  const storefrontTenant: StorefrontTenant = { ...tenant, contentTitles: Object.fromEntries(pages.map((page) => [page.route, page.title])) };
  globalThis.__BACKLOT_TENANT__ = storefrontTenant;
  globalThis.__BACKLOT_CONTENT__ = new Map(pages.map((page) => [page.route, page]));
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntryModule;
  server.setSearchEngine(createEmbeddedEngine(build.index));

  const shellHtml = await readFile(join(shellDir, "index.html"), "utf8");
  const scripts = await readShellScripts(shellDir);
  // The shell's own module tag goes: each page says how and when its app starts.
  const template = shellHtml.replace(/\s*<script type="module"[^>]*><\/script>/, "");
  if (!template.includes("<!-- backlot:head -->") || !template.includes('<div id="root"></div>') || template === shellHtml) throw new Error(`${join(shellDir, "index.html")} is not the storefront shell (no backlot:head marker, #root or module script); rebuild it with \`pnpm --filter @backlot/storefront build:shell\``);
  /** How each kind of prerendered page starts the app: after its first paint, with its modules. */
  const startAfterPaint = new Map((Object.keys(pageModules) as PageKind[]).map((kind) => [kind, afterPaintStartHtml(scripts.entry, scripts.modulesFor(kind))]));
  // The settings travel in one small script every page shares (cached once), not in each page.
  const tenantScript = `window.__BACKLOT_TENANT__=${scriptJson(storefrontTenant)};\n`;
  const tenantScriptPath = `tenant/settings-${createHash("sha256").update(tenantScript).digest("hex").slice(0, 10)}.js`;
  const sharedHead = [
    `<link rel="icon" href="/tenant/${escapeAttribute(tenant.settings.favicon)}" />`,
    // Validated tokens (the schema refuses values that could break out of a declaration).
    `<style data-tenant-theme>${tokensToCss(themeTokens(tenant.settings))}</style>`,
    // Deferred: it runs after parsing, before DOMContentLoaded, which the app waits for.
    `<script defer src="/${tenantScriptPath}"></script>`,
  ].join("\n    ");
  /** A prerendered page; `path` says which address its markup was made for (the browser hydrates only that). */
  const page = (head: string, body: string, path: string, kind: PageKind) =>
    template
      .replace('lang="en"', `lang="${escapeAttribute(tenant.settings.locale)}"`)
      .replace("<!-- backlot:head -->", `${head}\n    ${sharedHead}`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttribute(path)}">${body}</div>\n    ${startAfterPaint.get(kind) ?? ""}`);
  /** The bare shell, for every address that is not prerendered: nothing to paint, so it starts at once. */
  const appShell = (head: string) =>
    template
      .replace('lang="en"', `lang="${escapeAttribute(tenant.settings.locale)}"`)
      .replace("<!-- backlot:head -->", `${head}\n    ${sharedHead}\n    ${eagerStartHtml(scripts.entry, scripts.modulesFor("home"))}`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await cp(join(shellDir, "assets"), join(outDir, "assets"), { recursive: true });
  const files = fileWriter(outDir);
  const write = (file: string, body: string | Buffer) => files.write(file, body);
  await write(tenantScriptPath, tenantScript);
  for (const [path, file] of build.files) await write(path.slice(1), file.body);
  await write("catalogue/index.json", build.catalogueIndex);
  for (const content of pages) await write(contentFileUrl(content.route).slice(1), JSON.stringify(content));

  const list: PageMeta[] = pageList(storefrontTenant, pages, build.index.props);
  const origin = siteOrigin(tenant);
  for (const meta of list) {
    const rendered = await server.render(`${origin}${meta.path}`);
    if (rendered.status !== 200) throw new Error(`Prerendering ${meta.path} of ${tenant.id} answered ${rendered.status}; every listed page must render`);
    await write(htmlFileOf(meta.path), page(headHtml(meta, tenant), rendered.html, meta.path, meta.kind));
  }
  // Pages that are not prerendered (account, sign-in, search) start from the bare shell.
  await write("app.html", appShell(headHtml({ path: "/", kind: "home", description: tenant.settings.metaDescription, type: "website", jsonLd: [] }, tenant)));
  const missing = await server.render(`${origin}/404`);
  await write("404.html", page(headHtml({ path: "/404", kind: "home", title: "Page not found", description: tenant.settings.metaDescription, type: "website", jsonLd: [] }, tenant), missing.html, "/404", "home"));
  await write("sitemap.xml", sitemapXml(tenant, list.map((meta) => meta.path)));
  await write("robots.txt", robotsTxt(tenant));
  await write("firebase.json", `${JSON.stringify(firebaseHosting(tenant.id), null, 2)}\n`);
  await files.flush();
  return { tenantId: tenant.id, pages: list.length, bytes: files.bytes, ms: Math.round(performance.now() - started) };
}

/** Firebase Hosting for this folder: clean URLs, the bare shell for every route not prerendered. */
export function firebaseHosting(tenantId: string) {
  return {
    hosting: {
      target: tenantId,
      public: ".",
      ignore: ["firebase.json"],
      cleanUrls: true,
      trailingSlash: false,
      rewrites: [{ source: "**", destination: "/app.html" }],
      headers: [{ source: "/assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] }],
    },
  };
}
