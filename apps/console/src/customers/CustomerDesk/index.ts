export { CustomerDesk, defaultCustomerDeskLabels } from "./CustomerDesk.js";
export type { CustomerDeskLabels, CustomerDeskProps, CustomerDeskRow, CustomerDeskState } from "./CustomerDesk.js";
