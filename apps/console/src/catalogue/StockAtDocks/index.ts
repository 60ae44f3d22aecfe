export { StockAtDocks } from "./StockAtDocks.js";
export type { StockAtDocksProps } from "./StockAtDocks.js";
export type { Dock } from "./dock-words.js";
export type { MoveRequest } from "./MoveStockForm.js";
