// Vitest's global setup: the New York tenant as a page built for it sees it (its settings and the titles of its
// content pages), loaded once for the whole run and handed to every test file (test/setup.ts). Loading it in each
// file's setup took about a second a file; the whole build (demo catalogue, index, pictures) nearly two.
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import type { StorefrontTenant } from "../src/app/storefront-tenant.js";
import { loadContentPages } from "../build/content-pages.js";
import { loadTenantSettings } from "../build/tenant-build.js";

declare module "vitest" {
  export interface ProvidedContext {
    storefrontTenant: StorefrontTenant;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const tenantDir = resolve(import.meta.dirname, "../../../tenants/ny-props");
  const [tenant, { pages }] = await Promise.all([loadTenantSettings(tenantDir), loadContentPages(tenantDir)]);
  const contentTitles = Object.fromEntries(pages.map((page) => [page.route, page.title]));
  project.provide("storefrontTenant", { ...tenant, contentTitles });
}
