export { Gallery, defaultGalleryLabels } from "./Gallery.js";
export type { GalleryImage, GalleryLabels, GalleryProps } from "./Gallery.js";
