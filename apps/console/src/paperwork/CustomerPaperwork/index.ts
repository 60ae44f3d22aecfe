export { CustomerPaperwork, defaultCustomerPaperworkLabels } from "./CustomerPaperwork.js";
export type { CustomerPaperworkLabels, CustomerPaperworkProps, CustomerPaperworkState } from "./CustomerPaperwork.js";
