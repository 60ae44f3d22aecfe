// @backlot/domain: the rules of renting props, with no I/O and no SDK. The storefront, the console,
// the functions and every other package read these one contracts; docs/decisions/0033.
export * from "./money.js";
export * from "./calendar-date.js";
export * from "./plain-text.js";
export { limits } from "./limits.js";
export type { Limits } from "./limits.js";
export { searchPrefixMax, searchPrefixes, searchTerm } from "./search-terms.js";
export { ValidationError, checker } from "./validation.js";
export type { FieldErrors } from "./validation.js";
export * from "./pricing/index.js";
export * from "./quote/index.js";
export * from "./availability/index.js";
export * from "./pickup-locations/index.js";
export * from "./paperwork/index.js";
export * from "./payments/index.js";
export * from "./dock/index.js";
export * from "./commands/index.js";
export { newOrder, orderStatusNext, orderStatuses, returnConditions } from "./order.js";
export type {
  CheckInEntry,
  DamagePhoto,
  HandoverSummary,
  Order,
  OrderInput,
  OrderStatus,
  OrderStatusChange,
  ReturnCondition,
} from "./order.js";
export {
  addOnDatesProblem,
  addedLineProblems,
  changeCount,
  extensionProblems,
  orderChangeProblem,
  orderChangeStatuses,
  orderChangeSummary,
  orderChangeTitles,
  remainingRange,
  withAddedLines,
} from "./order-change.js";
export type {
  AddToOrderCall,
  AddedLine,
  AddedLineInput,
  ExtendOrderCall,
  OrderChange,
  OrderChangeProblem,
  OrderChangeResult,
} from "./order-change.js";
export { setListItemKey } from "./set-list.js";
export {
  lineKey,
  lineKeyMaxLength,
  lineName,
  linePrice,
  sameLine,
  variantIdOf,
  variantIdProblem,
  variantStock,
  withVariant,
} from "./prop-variants.js";
export type { LineIdentity, LinePrice, VariantSource } from "./prop-variants.js";
export type { SetList, SetListLine, SharedSetList } from "./set-list.js";
export { cleanPropChanges, propChangeProblems, propEditFields } from "./prop-changes.js";
export type { PropChanges, PropEditField, PropFieldOptions, PropProblem } from "./prop-changes.js";
export {
  acceptRefusal,
  customerStandings,
  holdRefusal,
  isAuthorizedOf,
  mayAcceptQuotes,
  mayCompleteOrderPaperwork,
  mayHold,
  mayChangeOrders,
  mayPlaceOrders,
  orderChangeRefusal,
  orderPaperworkRefusal,
  orderRefusal,
  standingOf,
} from "./standing.js";
export type { CustomerStanding, OrderPaperwork } from "./standing.js";
export {
  customerSearchTerms,
  displayNameFromEmail,
  newVendorUser,
  profileFields,
  statNames,
  subscriptionNames,
} from "./vendor-user.js";
export type {
  IpLocation,
  NewVendorUserInput,
  ProfileField,
  ProfilePatch,
  SignupVerdict,
  StatName,
  Subscription,
  SubscriptionName,
  VendorUser,
  VendorUserStats,
} from "./vendor-user.js";
export type { Prop, PropImage, PropVariant } from "./generated/prop-types.js";
export { sameJson } from "./same-json.js";
export { boundedEditDistance } from "./edit-distance.js";
