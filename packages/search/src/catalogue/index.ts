// The catalogue: the prop model, its validation against a tenant, and the seeded demo catalogue.
export type { Prop, PropImage, PropVariant } from "../generated/prop-types.js";
export { defaultCatalogueSize, generateCatalogue, singular } from "./generate-catalogue.js";
export type { GenerateOptions } from "./generate-catalogue.js";
export { demoPictureSize, propImageSvg } from "./prop-image.js";
export { seededRandom } from "./random.js";
export type { Random } from "./random.js";
export { validateCatalogue } from "./validate-catalogue.js";
export type { CatalogueValidation } from "./validate-catalogue.js";
export { catalogueImagesPath, demoPictureUrl, pictureSources, resizedCopyUrl } from "./responsive-image.js";
export type { ImageFormat, PictureSources } from "./responsive-image.js";
export { pictureSwatches } from "./picture-swatches.js";
