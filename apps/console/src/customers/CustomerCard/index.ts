export { CustomerCard, defaultCustomerCardLabels } from "./CustomerCard.js";
export type { CustomerCardCustomer, CustomerCardLabels, CustomerCardProps } from "./CustomerCard.js";
