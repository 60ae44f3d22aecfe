// The tenant this console belongs to. The console is compiled once for every tenant; branding it
// (build/brand-console.ts) writes the tenant's documents into index.html as a JSON data block.
import type { Tenant } from "@backlot/tenant-config";

export interface ConsoleTenant extends Tenant {
  /** The tenant's storefront ("https://shop.boweryprops.example"): its logo and catalogue photos are there. */
  storefrontUrl: string;
}

/** The element id of the JSON data block in index.html. */
export const tenantScriptId = "backlot-console-tenant";

/** The tenant from the page; a console not branded for one says how to brand it. */
export function readConsoleTenant(doc: Document = document): ConsoleTenant {
  const script = doc.getElementById(tenantScriptId);
  if (!script?.textContent)
    throw new Error(
      `This page has no tenant (script#${tenantScriptId}): brand the console for one with ` +
        "`node apps/console/dist/brand/brand-console.js --tenant <tenant-dir> --out <dir>`",
    );
  return JSON.parse(script.textContent) as ConsoleTenant;
}

/** A tenant file ("assets/logo.svg") or catalogue photo ("/catalogue/images/X.svg") as the storefront serves it. */
export function storefrontFileUrl(tenant: Pick<ConsoleTenant, "storefrontUrl">, path: string): string {
  if (/^(https?:|data:)/.test(path)) return path;
  return new URL(path.startsWith("/") ? path : `/tenant/${path}`, tenant.storefrontUrl).href;
}
