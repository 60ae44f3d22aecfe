// What the engine needs from the tenant: price bins, and the orders in which colours, custom
// field values and departments are listed.
import type { Tenant } from "@backlot/tenant-config";

export interface PriceBinRange {
  id: string;
  label: string;
  min?: number;
  max?: number;
}

export interface IndexConfig {
  priceBins: PriceBinRange[];
  colorOrder: string[];
  customFields: { id: string; values: string[] }[];
  /** Departments in tree order, with their categories and subcategories in order. */
  tree: { name: string; categories: { name: string; subcategories: string[] }[] }[];
}

export function indexConfigFromTenant({ settings, categories }: Tenant): IndexConfig {
  return {
    priceBins: settings.priceBins.map((bin) => ({ ...bin })),
    colorOrder: Object.keys(settings.colors),
    customFields: settings.customFields
      .filter((field) => field.facet)
      .map((field) => ({ id: field.id, values: [...field.values] })),
    tree: categories.departments
      .filter((department) => !department.hidden)
      .map((department) => ({
        name: department.name,
        categories: department.categories.map((category) => ({
          name: category.name,
          subcategories: (category.subcategories ?? []).map((sub) => sub.name),
        })),
      })),
  };
}

/** The bin a weekly rate falls in (min <= rate < max), or undefined. */
export function priceBinOf(rate: number, bins: readonly PriceBinRange[]): string | undefined {
  return bins.find((bin) => (bin.min === undefined || rate >= bin.min) && (bin.max === undefined || rate < bin.max))
    ?.id;
}

/** Keys that keep "Uniforms" in two departments apart. */
export const categoryKey = (department: string, category: string) => `${department}\u0000${category}`;
export const subcategoryKey = (department: string, category: string, subcategory: string) =>
  `${department}\u0000${category}\u0000${subcategory}`;
