export { Picture } from "./Picture.js";
export type { ImageSource, PictureProps, ResponsiveImage } from "./Picture.js";
