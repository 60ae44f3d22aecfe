// The files that make up a tenant folder.
export const tenantFiles = {
  tenant: "tenant.json",
  vendor: "vendor.json",
  categories: "catalogue/categories.json",
} as const;
