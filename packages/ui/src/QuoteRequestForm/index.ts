export { QuoteRequestForm } from "./QuoteRequestForm.js";
export type {
  QuoteRequestFormProps,
  QuoteRequestItem,
  QuoteRequestPrefill,
  QuoteRequestSetList,
} from "./QuoteRequestForm.js";
export { defaultQuoteRequestFormLabels } from "./labels.js";
export type { QuoteRequestFormLabels } from "./labels.js";
