// The modules the backlot-tenant Vite plugin provides (vite/backlot-tenant-plugin.ts).
declare module "virtual:backlot/tenant" {
  import type { Tenant } from "@backlot/tenant-config";
  const tenant: Tenant;
  export default tenant;
}

declare module "virtual:backlot/content" {
  /** Route -> the page's own chunk: a ContentPage (vite/content-pages.ts), or null. */
  export const contentPages: Record<string, () => Promise<{ default: unknown }>>;
  /** Route -> the page's title. */
  export const contentTitles: Record<string, string>;
}
