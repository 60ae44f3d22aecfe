// The repositories the storefront and the console use, each over any DocumentStore.
export {
  catalogueProps,
  consoleEdits,
  currentCatalogueProp,
  pricedProp,
  propSearchTerms,
  storedProp,
  storedVariants,
} from "./catalogue-props.js";
export type { CatalogueDeskQuery, CatalogueEntry, CatalogueProps, StoredProp } from "./catalogue-props.js";
export { dockFacts, storedDockFacts } from "./dock-facts.js";
export type { DockFactsRepository, StoredDockFacts } from "./dock-facts.js";
export { auditPageSize, customers } from "./customers.js";
export type { AuditEntry, CustomerDeskQuery, Customers } from "./customers.js";
export { favorites } from "./favorites.js";
export { messageId, messages } from "./messages.js";
export type { Message, Messages, Sender, Thread } from "./messages.js";
export { orders } from "./orders.js";
export { holdRef, holdsOfCustomer } from "./hold.js";
export type { Hold } from "./hold.js";
export type { Orders, PricedOrder, PriceLookup } from "./orders.js";
export { orderDesk } from "./order-desk.js";
export { papers } from "./papers.js";
export { repairs } from "./repairs.js";
export type { RepairWithId } from "./repairs.js";
export { invoices } from "./invoices.js";
export type { InvoiceWithId } from "./invoices.js";
export type { PaperWithId, Papers } from "./papers.js";
export type { OrderDesk, OrderDeskQuery } from "./order-desk.js";
export { vendorPaths } from "./paths.js";
export { signatureQueries } from "./signatures.js";
export { activityPageSize, productions } from "./productions.js";
export type {
  ActivityWithId,
  ListCommentWithId,
  ProductionInviteWithId,
  ProductionListWithId,
  ProductionWithId,
  Productions,
} from "./productions.js";
export { quoteRequests } from "./quote-requests.js";
export type { DeskQuery, QuoteRequest, QuoteRequests } from "./quote-requests.js";
export { setLists } from "./set-lists.js";
export type { SetListWithId, SetLists } from "./set-lists.js";
export { vendorUsers } from "./vendor-users.js";
export type { LoginInput, LoginOutcome, SignupPayload, VendorScope, VendorUsers } from "./vendor-users.js";
