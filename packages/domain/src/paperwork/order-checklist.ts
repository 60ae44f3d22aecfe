// An order's release checklist from what is stored: the order (its dates, total and card), the customer's papers, the
// order's signatures and the vendor document's policy. One function for the server's gate (setOrderStatus) and for
// the live checklist on the customer's and staff's order pages, so both sides always say the same.
import type { Order } from "../order.js";
import { cardCovers } from "../payments/card-authorisation.js";
import type { SignatureOnFile } from "./agreement-check.js";
import type { Paper, ReleaseRequirement } from "./paper.js";
import { type ChecklistItem, type ReleaseTerms, releaseChecklist } from "./release-checklist.js";

/** What the vendor document says about releases (`backlot catalogue push` writes it from the tenant). */
export interface ReleasePolicy {
  requiredPaperwork?: readonly ReleaseRequirement[];
  /** The rental agreement's current version, if one is published. */
  agreement?: { version: string } | null;
  locale?: string;
  terms?: { currency: string };
  timezone?: string;
}

export const releaseTermsOf = (vendor: ReleasePolicy): ReleaseTerms => ({
  required: vendor.requiredPaperwork ?? [],
  locale: vendor.locale ?? "en-US",
  currency: vendor.terms?.currency ?? "USD",
  agreementVersion: vendor.agreement?.version ?? null,
  timeZone: vendor.timezone ?? "UTC",
});

export type ChecklistOrder = Pick<Order, "pickUpDate" | "returnDate" | "estimate" | "cardAuthorisation">;

/** Every requirement of the vendor's, met or not (empty when it requires nothing). */
export function checklistOfOrder(
  order: ChecklistOrder,
  papers: readonly Paper[],
  signatures: readonly SignatureOnFile[],
  vendor: ReleasePolicy,
): ChecklistItem[] {
  const terms = releaseTermsOf(vendor);
  if (terms.required.length === 0) return [];
  const total = order.estimate?.subtotal ?? null;
  return releaseChecklist(
    papers,
    {
      pickUpDate: order.pickUpDate,
      returnDate: order.returnDate,
      total,
      // The card saved for the order (confirmCardAuthorisation), if it covers the total until the return.
      cardAuthorised: cardCovers(order.cardAuthorisation, { total, returnDate: order.returnDate }),
      cardAuthorisation: order.cardAuthorisation ?? null,
      signatures,
    },
    terms,
  );
}
