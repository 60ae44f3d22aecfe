// The modules this app's Vite plugins serve (tenant-themes.ts).
declare module "virtual:backlot/tenant-themes" {
  import type { TenantSettings } from "@backlot/tenant-config";

  /** Each sample tenant's settings, validated with their defaults, by tenant id. */
  const tenantThemes: Record<string, TenantSettings>;
  export default tenantThemes;
}
