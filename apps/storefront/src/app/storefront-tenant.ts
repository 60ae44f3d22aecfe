// What a built page carries about its tenant: the validated documents and the titles of its
// content pages. The shell is compiled once for every tenant; each tenant's pages bring this.
import type { Tenant } from "@backlot/tenant-config";

export interface StorefrontTenant extends Tenant {
  /** Route -> title of every content page (for breadcrumbs and links). */
  contentTitles: Record<string, string>;
}

/** The element id of the JSON blob in every page (`<script type="application/json">`). */
export const tenantScriptId = "backlot-tenant";

declare global {
  // Set by the prerenderer (and tests) before the app's modules load.
  var __BACKLOT_TENANT__: StorefrontTenant | undefined;
}

/** The tenant from the prerenderer, or from the page's JSON blob in the browser. */
export function readTenant(): StorefrontTenant {
  if (globalThis.__BACKLOT_TENANT__) return globalThis.__BACKLOT_TENANT__;
  const script = typeof document === "undefined" ? null : document.getElementById(tenantScriptId);
  if (!script?.textContent)
    throw new Error(
      `This page has no tenant settings (script#${tenantScriptId}); build it with \`backlot-build <tenant>\` or run ` +
        `\`pnpm --filter @backlot/storefront dev\``,
    );
  return JSON.parse(script.textContent) as StorefrontTenant;
}
