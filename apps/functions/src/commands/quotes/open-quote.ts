// A quote request staff may still act on (price it, close it), read in a command's transaction:
// refused when there is none, or when the customer has taken it up or turned it down.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { type QuoteRequest, vendorPaths } from "@backlot/data";
import { isOpenQuote, quoteReference } from "@backlot/domain";
import { quoteStatusLabels } from "@backlot/ui/labels";
import { refuse } from "../../shared/callable-errors.js";

export async function readOpenQuote(db: Firestore, tx: Transaction, vendorId: string, quoteRequestId: string) {
  const ref = db.doc(`${vendorPaths(vendorId).quoteRequests}/${quoteRequestId}`);
  const reference = quoteReference(quoteRequestId);
  const quote = (await tx.get(ref)).data() as QuoteRequest | undefined;
  if (!quote) refuse("not-found", `Quote request ${reference} does not exist`);
  if (!isOpenQuote(quote.status)) {
    refuse("failed-precondition", `Quote ${reference} is ${quoteStatusLabels[quote.status].toLowerCase()} already`);
  }
  return { ref, quote, reference };
}
