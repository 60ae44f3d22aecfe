// The types every consumer of tenant settings uses. The document types are generated from the
// JSON Schemas (src/generated/schema-types.ts); only the combination is written here.
import type { CategoryTree, VendorConfig, TenantSettings } from "./generated/schema-types.js";

export type {
  Address,
  Category,
  CategoryTree,
  CustomField,
  Department,
  GeoPoint,
  Link,
  Logo,
  NewTenantBundle,
  PickupLocation,
  SocialLink,
  Subcategory,
  Swatch,
  TenantSettings,
  VendorConfig,
} from "./generated/schema-types.js";

/** A tenant after loading: all three documents validated, with every default applied. */
export interface Tenant {
  id: string;
  settings: TenantSettings;
  vendor: VendorConfig;
  categories: CategoryTree;
}

/** Where each document came from, for error messages. */
export interface DocumentSource {
  /** The file as shown to the user, like "tenants/acme/tenant.json". */
  file: string;
  /** Pointer prefix of the document inside that file ("" for a file of its own, "/tenant" in a bundle). */
  pointer: string;
}

export type TenantPart = "tenant" | "vendor" | "categories";
export type TenantDocumentSources = Record<TenantPart, DocumentSource>;
