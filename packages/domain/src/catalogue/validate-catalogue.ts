// Validates a tenant's catalogue: each prop against the prop schema (with defaults applied), and
// against the tenant: unique ids, a real department > category > subcategory, colours from the
// colour map, custom field values the tenant allows, stock split between its pickup locations.
// Every problem at once, like tenant settings.
import { type ConfigIssue, type Tenant, pickupLocationsOf, sortIssues } from "@backlot/tenant-config";
import { createSchemaCheck } from "@backlot/tenant-config/validate";
import propSchema from "../../schema/prop.schema.json" with { type: "json" };
import type { Prop } from "../generated/prop-types.js";
import { stockSplitProblem } from "../pickup-locations/stock-at-location.js";

export type CatalogueValidation = { ok: true; props: Prop[] } | { ok: false; issues: ConfigIssue[] };

let check: ReturnType<typeof createSchemaCheck> | undefined;

/**
 * `copy: false` lets the schema's defaults be written into `catalogue` itself, for a caller that just parsed it (a
 * copy of a 100,000-prop catalogue costs hundreds of megabytes).
 */
export function validateCatalogue(
  catalogue: unknown,
  tenant: Tenant,
  file: string,
  { copy = true }: { copy?: boolean } = {},
): CatalogueValidation {
  check ??= createSchemaCheck(propSchema);
  if (!Array.isArray(catalogue))
    return { ok: false, issues: [{ file, pointer: "", message: "must be a list (an array) of props" }] };
  const props = (copy ? structuredClone(catalogue) : catalogue) as unknown[];
  const issues: ConfigIssue[] = [];
  const report = (index: number, field: string, message: string, allowed?: string[]) =>
    issues.push({ file, pointer: `/${index}/${field}`, message, ...(allowed ? { allowed } : {}) });

  const tree = new Map(
    tenant.categories.departments.map((d) => [
      d.name,
      new Map(d.categories.map((c) => [c.name, new Set((c.subcategories ?? []).map((s) => s.name))])),
    ]),
  );
  const colors = new Set(Object.keys(tenant.settings.colors));
  const fields = new Map(tenant.settings.customFields.map((field) => [field.id, new Set(field.values)]));
  const ids = new Map<string, number>();
  const locationIds = pickupLocationsOf(tenant).map((location) => location.id);

  props.forEach((raw, index) => {
    // Ids are checked even on props the schema rejects, so a repeat is never hidden.
    const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
    if (typeof id === "string") {
      const first = ids.get(id);
      if (first !== undefined) report(index, "id", `"${id}" is already the id of prop ${first}; ids must be unique`);
      else ids.set(id, index);
    }
    const schemaProblems = check?.(raw, file, `/${index}`) ?? [];
    issues.push(...schemaProblems);
    if (schemaProblems.length > 0) return;
    const prop = raw as Prop;

    const categories = tree.get(prop.department);
    if (!categories) {
      report(index, "department", `"${prop.department}" is not a department of the tenant`, [...tree.keys()]);
    } else {
      const subcategories = categories.get(prop.category);
      if (!subcategories)
        report(index, "category", `"${prop.category}" is not a category of ${prop.department}`, [...categories.keys()]);
      else if (prop.subcategory !== undefined && !subcategories.has(prop.subcategory)) {
        report(
          index,
          "subcategory",
          `"${prop.subcategory}" is not a subcategory of ${prop.department} > ${prop.category}`,
          [...subcategories],
        );
      }
    }
    (prop.colors ?? []).forEach((color, c) => {
      if (!colors.has(color))
        report(
          index,
          `colors/${c}`,
          `"${color}" is not in the tenant's colour map`,
          colors.size <= 30 ? [...colors] : undefined,
        );
    });
    for (const [fieldId, values] of Object.entries(prop.custom ?? {})) {
      const allowed = fields.get(fieldId);
      if (!allowed) {
        report(index, `custom/${fieldId}`, `"${fieldId}" is not a custom field of the tenant`, [...fields.keys()]);
        continue;
      }
      (values ?? []).forEach((value, v) => {
        if (!allowed.has(value))
          report(
            index,
            `custom/${fieldId}/${v}`,
            `"${value}" is not a value of ${fieldId}`,
            allowed.size <= 30 ? [...allowed] : undefined,
          );
      });
    }
    const split = stockSplitProblem(prop, locationIds);
    if (split) report(index, "stockByLocation", split);
    const variantIds = new Set<string>();
    (prop.variants ?? []).forEach((variant, v) => {
      if (variantIds.has(variant.id))
        report(index, `variants/${v}/id`, `"${variant.id}" is used by another variant of this prop`);
      variantIds.add(variant.id);
    });
  });
  return issues.length > 0 ? { ok: false, issues: sortIssues(issues) } : { ok: true, props: props as Prop[] };
}
