export { OrderDesk, defaultOrderDeskLabels } from "./OrderDesk.js";
export type { OrderDeskLabels, OrderDeskProps, OrderDeskRow, OrderDeskState } from "./OrderDesk.js";
