// Node-only: loading a tenant's catalogue from disk.
export { catalogueFile, loadCatalogue } from "./load-catalogue.js";
export type { CatalogueLoad } from "./load-catalogue.js";
