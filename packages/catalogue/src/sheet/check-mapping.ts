// A mapping file, checked against its schema before an import reads a row with it.
import type { ConfigIssue } from "@backlot/tenant-config";
import { createSchemaCheck } from "@backlot/tenant-config/validate";
import mappingSchema from "../../schema/catalogue-mapping.schema.json" with { type: "json" };
import type { CatalogueMapping } from "../generated/catalogue-mapping-types.js";

let check: ReturnType<typeof createSchemaCheck> | undefined;

export function checkMapping(
  value: unknown,
  file: string,
): { ok: true; mapping: CatalogueMapping } | { ok: false; issues: ConfigIssue[] } {
  check ??= createSchemaCheck(mappingSchema);
  const mapping = structuredClone(value);
  const issues = check(mapping, file);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, mapping: mapping as CatalogueMapping };
}
