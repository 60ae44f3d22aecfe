// What the gallery and its zoomed view say, in English unless the app passes its own words.

export interface GalleryLabels {
  gallery: (name: string) => string;
  position: (index: number, count: number) => string;
  showImage: (index: number, count: number) => string;
  previous: string;
  next: string;
  thumbnails: string;
  noImage: (name: string) => string;
  zoom: string;
  /** The zoomed view's name, for screen readers. */
  zoomed: (name: string) => string;
  fullSize: string;
  closeZoom: string;
}

export const defaultGalleryLabels: GalleryLabels = {
  gallery: (name) => `Photos of ${name}`,
  position: (index, count) => `Image ${index} of ${count}`,
  showImage: (index, count) => `Show image ${index} of ${count}`,
  previous: "Previous image",
  next: "Next image",
  thumbnails: "All photos",
  noImage: (name) => `No photo of ${name} yet`,
  zoom: "Zoom in",
  zoomed: (name) => `Photos of ${name}, enlarged`,
  fullSize: "Full size",
  closeZoom: "Close",
};
