// Validation of a tenant's three documents, from separate files or from one bundle: the schema
// (with defaults applied) and the derived checks, every problem at once. Pure: no file access.
import type { ValidateFunction } from "ajv";
import { type ConfigIssue, sortIssues } from "../issues.js";
import type { CategoryTree, TenantSettings, VendorConfig } from "../generated/schema-types.js";
import type { Tenant, TenantDocumentSources, TenantPart } from "../types.js";
import { type DerivedCheckOptions, type TenantDocuments, derivedChecks } from "./derived-checks.js";
import { schemaIssues } from "./schema-issues.js";
import { validators } from "./schemas.js";

export type { TenantDocuments } from "./derived-checks.js";

export type TenantValidation = { ok: true; tenant: Tenant } | { ok: false; issues: ConfigIssue[] };

export type ValidateOptions = Omit<DerivedCheckOptions, "sources">;

const parts: readonly TenantPart[] = ["tenant", "vendor", "categories"];

/**
 * Validates tenant.json, vendor.json and catalogue/categories.json as read from their files.
 * A document given as `undefined` could not be read; its reader reported why, so it is skipped here.
 */
export function validateTenantDocuments(
  documents: TenantDocuments,
  sources: TenantDocumentSources,
  options: ValidateOptions = {},
): TenantValidation {
  // Defaults are written into the documents while validating: work on copies.
  const docs: TenantDocuments = structuredClone(documents);
  const schema = validators();
  const issues = parts.flatMap((part) =>
    docs[part] === undefined ? [] : runSchema(schema[part], docs[part], sources[part].file, sources[part].pointer),
  );
  return conclude(docs, issues, { ...options, sources });
}

/** Validates a bundle for `backlot create`: { tenant, vendor, categories } in one file. */
export function validateTenantBundle(bundle: unknown, file: string, options: ValidateOptions = {}): TenantValidation {
  const copy: unknown = structuredClone(bundle);
  const issues = runSchema(validators().bundle, copy, file, "");
  const part = (name: TenantPart): unknown =>
    typeof copy === "object" && copy !== null && !Array.isArray(copy)
      ? (copy as Record<string, unknown>)[name]
      : undefined;
  const docs: TenantDocuments = { tenant: part("tenant"), vendor: part("vendor"), categories: part("categories") };
  const sources: TenantDocumentSources = {
    tenant: { file, pointer: "/tenant" },
    vendor: { file, pointer: "/vendor" },
    categories: { file, pointer: "/categories" },
  };
  return conclude(docs, issues, { ...options, sources });
}

function runSchema(validate: ValidateFunction, data: unknown, file: string, pointer: string): ConfigIssue[] {
  return validate(data) ? [] : schemaIssues(validate.errors, file, pointer);
}

function conclude(
  docs: TenantDocuments,
  schemaProblems: ConfigIssue[],
  options: DerivedCheckOptions,
): TenantValidation {
  const issues = [...schemaProblems, ...derivedChecks(docs, options)];
  // A missing document was reported by whoever failed to read it; it is never a valid tenant.
  if (issues.length > 0 || parts.some((part) => docs[part] === undefined))
    return { ok: false, issues: sortIssues(issues) };
  // Both the schema and the derived checks passed, so the documents have the generated types.
  const settings = docs.tenant as TenantSettings;
  return {
    ok: true,
    tenant: {
      id: settings.tenantId,
      settings,
      vendor: docs.vendor as VendorConfig,
      categories: docs.categories as CategoryTree,
    },
  };
}
