// Pure validation of tenant documents (no file access): usable in Node, in a browser and in tests.
export { validateTenantBundle, validateTenantDocuments } from "./validate-tenant.js";
export type { TenantDocuments, TenantValidation, ValidateOptions } from "./validate-tenant.js";
export { createSchemaCheck } from "./schema-validator.js";
export type { SchemaCheck } from "./schema-validator.js";
