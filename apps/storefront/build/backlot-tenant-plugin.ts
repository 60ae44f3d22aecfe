// The dev server's tenant: `pnpm --filter @backlot/storefront dev` serves the shell branded with
// one tenant folder (BACKLOT_TENANT): its settings and theme in the page, its content pages,
// assets, demo pictures and search index. Builds do not use this: the shell is compiled without
// a tenant and `backlot-build` brands it (build/brand-tenant.ts).
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { themeTokens, tokensToCss } from "@backlot/tenant-config/theme";
import { escapeHtml, scriptJson } from "@backlot/hosting";
import { tenantScriptId } from "../src/app/storefront-tenant.js";
import { contentFileUrl } from "../src/content/content-url.js";
import { type TenantBuild, loadTenantBuild } from "./tenant-build.js";

const photoTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  svg: "image/svg+xml",
};

/** A photo the catalogue import wrote, by its URL path (one file name: the pattern allows no "..", no folders). */
async function importedPhoto(imagesDir: string, path: string): Promise<{ type: string; body: Buffer } | undefined> {
  const name = basename(path);
  const type = photoTypes[name.split(".").pop() ?? ""];
  if (!type) return undefined;
  return readFile(join(imagesDir, name)).then(
    (body) => ({ type, body }),
    () => undefined,
  );
}

export function backlotDevTenant(options: { tenantDir: string }): Plugin {
  let build: Promise<TenantBuild> | undefined;
  const load = () => (build ??= loadTenantBuild(options.tenantDir));

  return {
    name: "backlot-dev-tenant",
    apply: "serve",
    async transformIndexHtml(html) {
      const { tenant, pages } = await load();
      const { settings } = tenant;
      const storefrontTenant = {
        ...tenant,
        contentTitles: Object.fromEntries(pages.map((page) => [page.route, page.title])),
      };
      const head = [
        `<title>${escapeHtml(settings.metaTitle)}</title>`,
        `<meta name="description" content="${escapeHtml(settings.metaDescription)}" />`,
        `<link rel="icon" href="/tenant/${escapeHtml(settings.favicon)}" />`,
        `<style data-tenant-theme>${tokensToCss(themeTokens(settings))}</style>`,
        `<script type="application/json" id="${tenantScriptId}">${scriptJson(storefrontTenant)}</script>`,
      ].join("\n    ");
      return html.replace("<!-- backlot:head -->", head).replace('lang="en"', `lang="${escapeHtml(settings.locale)}"`);
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? "").replace(/[?#].*$/, ""));
        load()
          .then(async ({ catalogueIndex, files, pages, imagesDir }) => {
            const photo =
              imagesDir && /^\/catalogue\/images\/[\w.-]+$/.exec(path)
                ? await importedPhoto(imagesDir, path)
                : undefined;
            const content =
              path.startsWith("/content/") && path.endsWith(".json")
                ? pages.find((page) => contentFileUrl(page.route) === path)
                : undefined;
            const file =
              path === "/catalogue/index.json"
                ? { type: "application/json", body: catalogueIndex }
                : content
                  ? { type: "application/json", body: JSON.stringify(content) }
                  : (photo ?? files.get(path));
            if (!file) return next();
            response.setHeader("Content-Type", file.type);
            response.end(file.body);
          })
          .catch(next);
      });
    },
  };
}
