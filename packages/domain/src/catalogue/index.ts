// The catalogue model: a prop as the catalogue file, the import, the search engines and the pages read it
// (prop.schema.json, with its TypeScript types generated from it), its check against a tenant, what of it is never
// published (its dock facts), and where its pictures are served. An entry of its own: the check compiles a JSON
// Schema, which a page need not load.
export type { Prop, PropImage, PropVariant } from "../generated/prop-types.js";
export { validateCatalogue } from "./validate-catalogue.js";
export { dockFactFields, dockFactsOf, publicProp } from "./dock-facts.js";
export type { DockFactField, DockFacts } from "./dock-facts.js";
export type { CatalogueValidation } from "./validate-catalogue.js";
export { catalogueImagesPath, demoPictureUrl, pictureSources, resizedCopyUrl } from "./responsive-image.js";
export type { ImageFormat, PictureSources } from "./responsive-image.js";
