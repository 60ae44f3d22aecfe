// Where a customer stands with the prop house: a new account awaits approval (isAuthorized null),
// then staff approve it (true) or deny it (false) with approveCustomer. Only an approved customer
// places orders straight from a set list; anyone may ask for a quote, and a customer who is not
// denied may accept one (the prop house chose to quote them), and completes the paperwork of the order it holds.
// docs/decisions/0021.
import { orderReference } from "./commands/references.js";
import type { VendorUser } from "./vendor-user.js";

export const customerStandings = ["awaiting", "approved", "denied"] as const;
export type CustomerStanding = (typeof customerStandings)[number];

export function standingOf(isAuthorized: boolean | null | undefined): CustomerStanding {
  if (isAuthorized === true) return "approved";
  return isAuthorized === false ? "denied" : "awaiting";
}

/** The stored isAuthorized of a standing (null while awaiting). */
export function isAuthorizedOf(standing: CustomerStanding): boolean | null {
  return standing === "awaiting" ? null : standing === "approved";
}

/** Whether the customer may place an order from a set list without a quote. */
export const mayPlaceOrders = (user: Pick<VendorUser, "isAuthorized"> | null | undefined): boolean =>
  user?.isAuthorized === true;

/** Whether the customer may accept a quote the prop house sent them. */
export const mayAcceptQuotes = (user: Pick<VendorUser, "isAuthorized"> | null | undefined): boolean =>
  user?.isAuthorized !== false;

/** Why a customer who may not place orders cannot (the storefront shows it before placeOrder would say it). */
export function orderRefusal(isAuthorized: boolean | null | undefined, vendorName: string): string {
  return standingOf(isAuthorized) === "denied"
    ? `${vendorName} has not approved this account for orders. You can still ask for a quote, or write to them.`
    : `${vendorName} has not approved this account yet. Ask for a quote meanwhile: ` +
        "you can place orders yourself once they approve it.";
}

/** Whether the customer may extend their order or add props to it themselves: as for placing one (decision 0048). */
export const mayChangeOrders = mayPlaceOrders;

/** Why a customer who may not change their order cannot (the order page says it before the server would). */
export const orderChangeRefusal = (vendorName: string): string =>
  `${vendorName} has not approved this account, so it cannot extend an order or add props to it. ` +
  "Write to them: they can change it for you.";

/** Whether the customer may hold props for their dates: holds lock stock, so only approved customers. */
export const mayHold = mayPlaceOrders;

/** Why a customer who may not hold cannot (the storefront shows it before holdSetList would say it). */
export function holdRefusal(isAuthorized: boolean | null | undefined, vendorName: string): string {
  return standingOf(isAuthorized) === "denied"
    ? `${vendorName} has not approved this account, so it cannot hold props. Ask for a quote, or write to them.`
    : `${vendorName} has not approved this account yet: you can hold props once they do. ` +
        "Ask for a quote meanwhile.";
}

/** Why a denied customer cannot turn a quote into an order. */
export const acceptRefusal = (vendorName: string): string =>
  `${vendorName} has not approved this account, so a quote cannot become an order. Write to them about it.`;

/**
 * Whether the account holding an order may complete its paperwork (authorise a card, sign the rental agreement): as
 * for accepting a quote, any account the house has not denied. An awaiting one holds an order only from a quote it
 * accepted; a denied one, only from before it was denied, and staff cancel that order or approve the account again.
 */
export const mayCompleteOrderPaperwork = mayAcceptQuotes;

/** The paperwork of an order its customer completes themselves, on the order's page. */
export type OrderPaperwork = "card" | "agreement";

const paperworkActs: Record<OrderPaperwork, string> = {
  card: "authorise a card",
  agreement: "sign the rental agreement",
};

/** Why a denied account cannot complete the paperwork of its order (one step, or the page's several). */
export const orderPaperworkRefusal = (
  vendorName: string,
  orderId: string,
  ...paperwork: [OrderPaperwork, ...OrderPaperwork[]]
): string =>
  `${vendorName} has not approved this account, so it cannot ` +
  `${paperwork.map((each) => paperworkActs[each]).join(" or ")} for order ${orderReference(orderId)}. ` +
  "Write to them about it.";
