export { Gallery } from "./Gallery.js";
export type { GalleryImage, GalleryProps } from "./Gallery.js";
export { defaultGalleryLabels } from "./gallery-labels.js";
export type { GalleryLabels } from "./gallery-labels.js";
