export { QuoteDesk, defaultQuoteDeskLabels } from "./QuoteDesk.js";
export type { QuoteDeskLabels, QuoteDeskProps, QuoteDeskRow, QuoteDeskState } from "./QuoteDesk.js";
