export { TileGrid } from "./TileGrid.js";
export type { Tile, TileGridProps } from "./TileGrid.js";
