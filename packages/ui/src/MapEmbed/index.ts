export { MapEmbed, defaultMapEmbedLabels } from "./MapEmbed.js";
export type { MapEmbedLabels, MapEmbedProps } from "./MapEmbed.js";
