// The Vite plugin that brands the storefront shell with one tenant: its settings and content
// pages as virtual modules (each page its own chunk), its theme, title and favicon in the HTML,
// and its assets, demo pictures and search index served in dev and emitted in builds.
import type { Plugin, ViteDevServer } from "vite";
import { themeTokens, tokensToCss } from "@backlot/tenant-config/theme";
import { type TenantBuild, loadTenantBuild } from "./tenant-build.js";

export const tenantModuleId = "virtual:backlot/tenant";
export const contentModuleId = "virtual:backlot/content";
const pageModulePrefix = "virtual:backlot/page";
export const catalogueIndexPath = "/catalogue/index.json";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function backlotTenant(options: { tenantDir: string }): Plugin {
  let build: Promise<TenantBuild> | undefined;
  const load = () => (build ??= loadTenantBuild(options.tenantDir));

  return {
    name: "backlot-tenant",
    resolveId(id) {
      if (id === tenantModuleId || id === contentModuleId || id.startsWith(`${pageModulePrefix}:`)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith("\0virtual:backlot/")) return undefined;
      const { tenant, pages } = await load();
      const real = id.slice(1);
      if (real === tenantModuleId) return `export default ${JSON.stringify({ id: tenant.id, settings: tenant.settings, vendor: tenant.vendor, categories: tenant.categories })};`;
      if (real === contentModuleId) {
        const cases = pages.map((page) => `  ${JSON.stringify(page.route)}: () => import(${JSON.stringify(`${pageModulePrefix}:${page.route}`)}),`);
        // Titles travel with the index (for breadcrumbs); each page's text stays in its own chunk.
        const titles = Object.fromEntries(pages.map((page) => [page.route, page.title]));
        return `export const contentPages = {\n${cases.join("\n")}\n};\nexport const contentTitles = ${JSON.stringify(titles)};\n`;
      }
      const route = real.slice(pageModulePrefix.length + 1);
      const page = pages.find((candidate) => candidate.route === route);
      return `export default ${JSON.stringify(page ?? null)};`;
    },
    async transformIndexHtml(html) {
      const { tenant } = await load();
      const { settings } = tenant;
      const head = [
        `<title>${escapeHtml(settings.metaTitle)}</title>`,
        `<meta name="description" content="${escapeHtml(settings.metaDescription)}" />`,
        `<link rel="icon" href="/tenant/${escapeHtml(settings.favicon)}" />`,
        // Validated tokens (the schema refuses values that could break out of a declaration).
        `<style data-tenant-theme>${tokensToCss(themeTokens(settings))}</style>`,
      ].join("\n    ");
      return html.replace("<!-- backlot:head -->", head).replace('lang="en"', `lang="${escapeHtml(settings.locale)}"`);
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "").replace(/[?#].*$/, "");
        if (path !== catalogueIndexPath && !path.startsWith("/tenant/") && !path.startsWith("/catalogue/images/")) return next();
        load()
          .then(({ catalogueIndex, files }) => {
            const file = path === catalogueIndexPath ? { type: "application/json", body: catalogueIndex } : files.get(path);
            if (!file) return next();
            response.setHeader("Content-Type", file.type);
            response.end(file.body);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      const { catalogueIndex, files } = await load();
      this.emitFile({ type: "asset", fileName: catalogueIndexPath.slice(1), source: catalogueIndex });
      for (const [path, file] of files) this.emitFile({ type: "asset", fileName: path.slice(1), source: file.body });
    },
  };
}
