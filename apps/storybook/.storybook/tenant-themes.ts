// Both sample tenants' settings, validated with their defaults, for the theme toolbar.
import type { TenantSettings } from "@backlot/tenant-config";
import { validateTenantDocuments } from "@backlot/tenant-config/validate";
import harbourCategories from "@backlot/harbour-scenic/catalogue/categories.json";
import harbourTenant from "@backlot/harbour-scenic/tenant.json";
import harbourVendor from "@backlot/harbour-scenic/vendor.json";
import nyCategories from "@backlot/ny-props/catalogue/categories.json";
import nyTenant from "@backlot/ny-props/tenant.json";
import nyVendor from "@backlot/ny-props/vendor.json";

function settings(tenant: unknown, vendor: unknown, categories: unknown, id: string): TenantSettings {
  const source = (file: string) => ({ file: `tenants/${id}/${file}`, pointer: "" });
  const result = validateTenantDocuments(
    { tenant, vendor, categories },
    { tenant: source("tenant.json"), vendor: source("vendor.json"), categories: source("catalogue/categories.json") },
  );
  if (!result.ok)
    throw new Error(
      `tenants/${id} is invalid; run \`pnpm backlot validate\`: ` +
        `${result.issues.map((issue) => issue.message).join("; ")}`,
    );
  return result.tenant.settings;
}

export const tenantThemes: Record<string, TenantSettings> = {
  "ny-props": settings(nyTenant, nyVendor, nyCategories, "ny-props"),
  "harbour-scenic": settings(harbourTenant, harbourVendor, harbourCategories, "harbour-scenic"),
};
