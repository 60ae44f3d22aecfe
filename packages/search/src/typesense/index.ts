// The Typesense adapter: collection schema, documents, multi_search building and parsing, the
// engine, and the catalogue sync.
export {
  categoryPath,
  collectionSchema,
  customField,
  subcategoryPath,
  toTypesenseDocument,
} from "./collection-schema.js";
export type { CollectionField, CollectionSchema, TypesenseDocument } from "./collection-schema.js";
export { UnsafeFilterValueError, allOf, anyOf, noneOf, quoteFilterValue } from "./filter.js";
export { TypesenseResponseError, buildMultiSearch, parseMultiSearch } from "./multi-search.js";
export type { MultiSearchPlan, TypesenseSearchParams, TypesenseSearchResponse } from "./multi-search.js";
export { SyncError, aliasFor, syncCatalogue, syncDocuments } from "./sync-catalogue.js";
export type { SyncResult, TypesenseAdminClient } from "./sync-catalogue.js";
export { createTypesenseEngine } from "./typesense-engine.js";
export { typesenseNode } from "./node-from-url.js";
export type { TypesenseEngineOptions, TypesenseSearchClient } from "./typesense-engine.js";
