export { TileGrid, defaultTileGridLabels } from "./TileGrid.js";
export type { Tile, TileGridLabels, TileGridProps } from "./TileGrid.js";
