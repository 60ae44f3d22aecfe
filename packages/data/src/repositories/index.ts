// The repositories the storefront and the console use, each over any DocumentStore.
export { catalogueProps, consoleEdits, currentCatalogueProp, propSearchTerms, storedProp } from "./catalogue-props.js";
export type { CatalogueDeskQuery, CatalogueEntry, CatalogueProps, StoredProp } from "./catalogue-props.js";
export { cleanPropChanges, propChangeProblems, propEditFields } from "./prop-changes.js";
export type { PropChanges, PropEditField, PropFieldOptions, PropProblem } from "./prop-changes.js";
export {
  acceptRefusal,
  holdRefusal,
  mayHold,
  customerStandingLabels,
  customerStandings,
  isAuthorizedOf,
  mayAcceptQuotes,
  mayPlaceOrders,
  orderRefusal,
  standingOf,
} from "./customer-standing.js";
export type { CustomerStanding } from "./customer-standing.js";
export { auditPageSize, customers } from "./customers.js";
export type { AuditEntry, CustomerDeskQuery, Customers } from "./customers.js";
export { favorites } from "./favorites.js";
export { messageId, messages } from "./messages.js";
export type { Message, Messages, Sender, Thread } from "./messages.js";
export { newOrder, orderStatusLabels, orderStatusNext, orderStatuses, orders } from "./orders.js";
export type { Order, OrderInput, OrderStatus, OrderStatusChange, Orders, PricedOrder, PriceLookup } from "./orders.js";
export { orderDesk } from "./order-desk.js";
export type { OrderDesk, OrderDeskQuery } from "./order-desk.js";
export { vendorPaths } from "./paths.js";
export { quoteRequests } from "./quote-requests.js";
export type { DeskQuery, QuoteRequest, QuoteRequests } from "./quote-requests.js";
export { setListItemKey } from "./set-list.js";
export type { SetList, SetListLine, SharedSetList } from "./set-list.js";
export { setLists } from "./set-lists.js";
export type { SetListWithId, SetLists } from "./set-lists.js";
export { ValidationError } from "./validation.js";
export type { FieldErrors } from "./validation.js";
export {
  customerSearchTerms,
  displayNameFromEmail,
  newVendorUser,
  profileFields,
  statNames,
  subscriptionNames,
} from "./vendor-user.js";
export type {
  ProfilePatch,
  StatName,
  Subscription,
  SubscriptionName,
  VendorUser,
  VendorUserStats,
} from "./vendor-user.js";
export { vendorUsers } from "./vendor-users.js";
export type { LoginInput, LoginOutcome, SignupPayload, VendorScope, VendorUsers } from "./vendor-users.js";
