// The tenant's names a sheet must use (departments, categories, subcategories, colours, custom field values),
// each found whatever its case or spacing, with a "did you mean" for a near miss.
import type { Tenant } from "@backlot/tenant-config";
import type { CellRead } from "./cells.js";
import { quoted } from "./cells.js";
import { NameMatcher } from "./match-name.js";

export interface TenantNames {
  department(text: string): CellRead<string>;
  category(department: string, text: string): CellRead<string>;
  subcategory(department: string, category: string, text: string): CellRead<string>;
  /** Whether the category exists in the department (after the department changed, say). */
  hasCategory(department: string, category: string): boolean;
  hasSubcategory(department: string, category: string, subcategory: string): boolean;
  color(text: string): CellRead<string>;
  customValue(fieldId: string, text: string): CellRead<string>;
}

function lookup(matcher: NameMatcher, text: string, what: string): CellRead<string> {
  const found = matcher.find(text);
  return found !== undefined
    ? { ok: true, value: found }
    : { ok: false, message: `${quoted(text)} is not ${what}; ${matcher.hint(text)}` };
}

export function tenantNames(tenant: Tenant): TenantNames {
  const departments = new NameMatcher(tenant.categories.departments.map((department) => department.name));
  const categories = new Map(
    tenant.categories.departments.map((department) => [
      department.name,
      {
        matcher: new NameMatcher(department.categories.map((category) => category.name)),
        subcategories: new Map(
          department.categories.map((category) => [
            category.name,
            new NameMatcher((category.subcategories ?? []).map((sub) => sub.name)),
          ]),
        ),
      },
    ]),
  );
  const colors = new NameMatcher(Object.keys(tenant.settings.colors));
  const fields = new Map(
    tenant.settings.customFields.map((field) => [field.id, { field, matcher: new NameMatcher(field.values) }]),
  );
  const none = new NameMatcher([]);
  return {
    department: (text) => lookup(departments, text, "a department of the tenant"),
    category: (department, text) =>
      lookup(categories.get(department)?.matcher ?? none, text, `a category of ${department}`),
    subcategory: (department, category, text) =>
      lookup(
        categories.get(department)?.subcategories.get(category) ?? none,
        text,
        `a subcategory of ${department} > ${category}`,
      ),
    hasCategory: (department, category) => categories.get(department)?.subcategories.has(category) ?? false,
    hasSubcategory: (department, category, subcategory) =>
      categories.get(department)?.subcategories.get(category)?.find(subcategory) === subcategory,
    color: (text) => lookup(colors, text, "a colour of the tenant's colour map"),
    customValue: (fieldId, text) => {
      const entry = fields.get(fieldId);
      return lookup(entry?.matcher ?? none, text, `one of the tenant's ${entry?.field.label ?? fieldId}`);
    },
  };
}
