// Node-only helpers: loading tenant folders from disk and scaffolding new ones.
export { createTenant } from "./create-tenant.js";
export type { CreateTenantRequest, CreateTenantResult } from "./create-tenant.js";
export { loadTenant } from "./load-tenant.js";
export type { LoadOptions } from "./load-tenant.js";
export { readJsonFile } from "./read-json.js";
export { tenantFiles } from "./tenant-files.js";
export { displayPath, findWorkspaceRoot, listTenantDirs, tenantsDir } from "./workspace.js";
