// What goes on an order's final invoice, from what happened at the dock (decision 0045): each line's pieces out from
// their hand-over to their check-in (rentalStints), at the rate the server priced the order with; each missing piece
// at its prop's replacement value (the house's dock facts); each damage at the charge staff entered at check-in; the
// delivery fee for a delivery; sales tax unless an accepted exemption certificate holds to the return; the card fee
// when the invoice goes on the authorised card. The arithmetic is @backlot/domain's priceInvoice, one for every reader.
import { termsAt } from "../../shared/pickup-location.js";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import {
  type DamageInput,
  type InvoiceCharges,
  type LossInput,
  type Order,
  type Paper,
  lineKey,
  orderReference,
  priceInvoice,
  rentalStints,
  sameLine,
  taxExemptionHolding,
  vendorToday,
} from "@backlot/domain";
import type { StoredDockFacts } from "@backlot/data";
import { refuse } from "../../shared/callable-errors.js";
import { asDate } from "./stored-invoice.js";
import type { VendorDocument } from "../../shared/vendor-document.js";

/** Reads what the invoice needs beyond the order (replacement values, the customer's papers), and prices it. */
export async function chargesOf(
  db: Firestore,
  tx: Transaction,
  { vendorId, vendor, orderId, order }: { vendorId: string; vendor: VendorDocument; orderId: string; order: Order },
): Promise<InvoiceCharges> {
  const paths = vendorPaths(vendorId);
  const reference = orderReference(orderId);
  const terms = vendor.invoiceTerms && termsAt(vendor, vendor.invoiceTerms, order.locationId);
  if (!terms)
    refuse(
      "failed-precondition",
      "The prop house's invoice terms (sales tax, delivery fee) are not on the server: run `backlot catalogue push`",
    );
  const priced = (key: string) => {
    const line = order.lines.find((each) => lineKey(each) === key);
    const estimate = line && order.estimate?.lines.find((each) => sameLine(each, line));
    if (!line || !estimate)
      refuse("failed-precondition", `Order ${reference} has no price for ${key}: price the order before invoicing it`);
    return { propId: line.propId, name: estimate.name, weeklyRate: estimate.weeklyRate };
  };
  const missing = (order.checkIns ?? []).filter((entry) => entry.condition === "missing");
  const lostProps = [...new Set(missing.map((entry) => priced(entry.key).propId))];
  const factSnaps = lostProps.length
    ? await tx.getAll(...lostProps.map((id) => db.doc(paths.propDockFactsOf(id))))
    : [];
  const replacementValueOf = new Map(
    lostProps.map((id, index) => [id, (factSnaps[index]?.data() as StoredDockFacts | undefined)?.replacementValue]),
  );
  const paperSnaps = await tx.get(db.collection(paths.papers).where("uid", "==", order.uid));
  const papers = paperSnaps.docs.map((snap) => ({ ...snap.data(), sentAt: asDate(snap.data().sentAt) }) as Paper);

  // Hand-overs are read back with timestamps; the stints take their days from dates.
  const handedOver = {
    ...order,
    handovers: (order.handovers ?? []).map((handover) => ({ ...handover, at: asDate(handover.at) })),
  };
  let stints;
  try {
    stints = rentalStints(handedOver, {
      timeZone: vendor.timezone ?? "UTC",
      until: vendorToday(vendor.timezone ?? "UTC"),
      lineFacts: priced,
    });
  } catch (error) {
    refuse("failed-precondition", `Order ${reference}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const losses: LossInput[] = missing.map((entry) => {
    const { propId, name } = priced(entry.key);
    const replacementValue = replacementValueOf.get(propId);
    if (replacementValue === undefined)
      refuse(
        "failed-precondition",
        `${name} (${propId}) is missing from order ${reference} and has no replacement value: add one to the ` +
          "catalogue's Replacement value column and push it, then issue the invoice",
      );
    return { key: entry.key, propId, name, pieces: entry.pieces, replacementValue };
  });
  const damages: DamageInput[] = (order.checkIns ?? [])
    .filter((entry) => entry.condition === "damaged" && (entry.charge ?? 0) > 0)
    .map((entry) => {
      const { propId, name } = priced(entry.key);
      return { key: entry.key, propId, name, amount: entry.charge ?? 0, note: entry.note };
    });
  return priceInvoice({
    currency: terms.currency,
    weeklyDiscounts: terms.weeklyDiscounts,
    stints,
    losses,
    damages,
    deliveryFee: order.fulfilment === "delivery" ? terms.deliveryFee : 0,
    taxPercentage: terms.taxPercentage,
    taxExempt: taxExemptionHolding(papers, order.returnDate) !== undefined,
    cardFeePercentage: order.cardAuthorisation ? terms.cardFeePercentage : null,
  });
}
