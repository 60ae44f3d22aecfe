// Node-only: loading a tenant's catalogue from disk.
export { catalogueFile, catalogueImagesFolder, loadCatalogue } from "./load-catalogue.js";
export type { CatalogueLoad } from "./load-catalogue.js";
export { typesenseAdminFromEnv, typesenseSettingsHelp } from "./typesense-admin.js";
