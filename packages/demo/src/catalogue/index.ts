// The demo catalogue's generator: props drawn from each category's profile, with plausible names,
// measures, periods, colours and prices, and a drawing per prop.
export { defaultCatalogueSize, generateCatalogue, singular } from "./generate-catalogue.js";
export type { GenerateOptions } from "./generate-catalogue.js";
export { demoPictureSize, propImageSvg } from "./prop-image.js";
export { seededRandom } from "./random.js";
export type { Random } from "./random.js";
export { pictureSwatches } from "./picture-swatches.js";
