// The Typesense collection for a tenant's catalogue: one document per listed prop, with a facet
// field per filter, sortable price, date, name and catalogue order, and the whole prop stored
// (not indexed) so hits come back as props: whole but for its dock facts, since the storefront's
// search key reads every document.
import type { IndexConfig } from "../engine/index-config.js";
import { priceBinOf } from "../engine/index-config.js";
import type { Prop } from "@backlot/domain";
import { publicProp } from "@backlot/domain/catalogue";

export const customField = (fieldId: string) => `custom_${fieldId}`;
export const categoryPath = (department: string, category: string) => `${department} > ${category}`;
export const subcategoryPath = (department: string, category: string, subcategory: string) =>
  `${department} > ${category} > ${subcategory}`;

export interface CollectionField {
  name: string;
  type: "string" | "string[]" | "int32" | "int64" | "bool";
  facet?: boolean;
  optional?: boolean;
  sort?: boolean;
  index?: boolean;
}

export interface CollectionSchema {
  name: string;
  fields: CollectionField[];
  default_sorting_field: string;
}

export function collectionSchema(name: string, config: IndexConfig): CollectionSchema {
  return {
    name,
    fields: [
      { name: "name", type: "string" },
      { name: "description", type: "string" },
      { name: "tags", type: "string[]", facet: true },
      { name: "colors", type: "string[]", facet: true },
      { name: "vendor", type: "string", facet: true, optional: true },
      { name: "department", type: "string", facet: true },
      { name: "categoryPath", type: "string", facet: true },
      { name: "subcategoryPath", type: "string", facet: true, optional: true },
      { name: "priceBin", type: "string", facet: true, optional: true },
      { name: "weeklyRate", type: "int32" },
      { name: "quantity", type: "int32" },
      { name: "createdAt", type: "int64" },
      { name: "catalogueOrder", type: "int32" },
      { name: "nameSort", type: "string", sort: true },
      ...config.customFields.map((field): CollectionField => ({
        name: customField(field.id),
        type: "string[]",
        facet: true,
        optional: true,
      })),
      { name: "prop", type: "string", index: false, optional: true },
    ],
    default_sorting_field: "catalogueOrder",
  };
}

export type TypesenseDocument = Record<string, string | string[] | number | boolean>;

/** The document for a prop; `order` is its place in the catalogue (ties sort by it). */
export function toTypesenseDocument(prop: Prop, order: number, config: IndexConfig): TypesenseDocument {
  const bin = priceBinOf(prop.weeklyRate, config.priceBins);
  return {
    id: prop.id,
    name: prop.name,
    description: prop.description,
    tags: prop.tags,
    colors: prop.colors,
    ...(prop.vendor ? { vendor: prop.vendor } : {}),
    department: prop.department,
    categoryPath: categoryPath(prop.department, prop.category),
    ...(prop.subcategory ? { subcategoryPath: subcategoryPath(prop.department, prop.category, prop.subcategory) } : {}),
    ...(bin ? { priceBin: bin } : {}),
    weeklyRate: prop.weeklyRate,
    quantity: prop.quantity,
    createdAt: Math.floor(Date.parse(prop.createdAt) / 1000),
    catalogueOrder: order,
    nameSort: prop.name.toLowerCase(),
    ...Object.fromEntries(config.customFields.map((field) => [customField(field.id), prop.custom[field.id] ?? []])),
    prop: JSON.stringify(publicProp(prop)),
  };
}
