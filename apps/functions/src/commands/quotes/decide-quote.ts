// acceptQuote and declineQuote: the customer who asked answers the prop house's quote. Accepting
// makes it an order at the quoted lines and price ("placed", as placeOrder's), under an id the
// client made, so a retry finds that order instead of placing another; declining keeps the reason.
// Either tells the prop house by email. Only a quote that is "quoted" can be decided, once.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { type QuoteRequest, vendorPaths } from "@backlot/data";
import {
  type AcceptQuoteCall,
  type AcceptQuoteResult,
  type CommandDone,
  type DeclineQuoteCall,
  type Order,
  type SetList,
  acceptRefusal,
  limits,
  mayAcceptQuotes,
  orderReference,
  quoteReference,
  withVariant,
} from "@backlot/domain";
import { quoteStatusLabels } from "@backlot/ui/labels";
import { firestore } from "../../shared/admin.js";
import { bookPlacedOrder } from "../bookings/order-bookings.js";
import { orderLocation } from "../../shared/pickup-location.js";
import { placedBy } from "../orders/order-history.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actedByField, customerAt } from "../../shared/callers.js";
import { readCustomer } from "../customers/customer-record.js";
import { mailTexts, vendorName } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readVendor } from "../../shared/vendor-document.js";

/** The caller's own quote, read in the transaction; refused unless it is theirs. */
async function ownQuote(db: Firestore, tx: Transaction, vendorId: string, quoteRequestId: string, uid: string) {
  const ref = db.doc(`${vendorPaths(vendorId).quoteRequests}/${quoteRequestId}`);
  const quote = (await tx.get(ref)).data() as QuoteRequest | undefined;
  const reference = quoteReference(quoteRequestId);
  if (!quote || quote.uid !== uid) refuse("not-found", `You have no quote ${reference}`);
  return { ref, quote, reference };
}

const notOpen = (reference: string, quote: QuoteRequest): never =>
  refuse(
    "failed-precondition",
    quote.status === "new"
      ? `Quote ${reference} has no price yet: the prop house will answer soon`
      : `Quote ${reference} is ${quoteStatusLabels[quote.status].toLowerCase()} already`,
  );

export const acceptQuote = onCall<AcceptQuoteCall, Promise<AcceptQuoteResult>>((call) =>
  answering(async () => {
    const { vendorId, quoteRequestId, orderId } = readCall("acceptQuote", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      quoteRequestId: reader.id("quoteRequestId"),
      orderId: reader.id("orderId"),
    }));
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { ref, quote, reference } = await ownQuote(db, tx, vendorId, quoteRequestId, uid);
      // A retry of an acceptance that went through: the same order.
      if (quote.status === "accepted" && quote.orderId === orderId) return { orderId };
      const { ref: customerRef, customer } = await readCustomer(db, tx, vendorId, uid);
      if (!mayAcceptQuotes(customer)) refuse("permission-denied", acceptRefusal(vendorName(vendor)));
      if (quote.status !== "quoted" || !quote.answer) return notOpen(reference, quote);
      const orderRef = db.doc(paths.order(orderId));
      if ((await tx.get(orderRef)).exists) {
        refuse("already-exists", `Order ${orderId} exists already; accept again to get a new id`);
      }
      const list = quote.setListId
        ? ((await tx.get(db.doc(paths.setList(quote.setListId)))).data() as SetList | undefined)
        : undefined;
      const { estimate } = quote.answer;
      const order: Omit<Order, "createdAt" | "history"> & Record<string, unknown> = {
        uid,
        setListId: quote.setListId ?? "",
        setListName: list?.name ?? `Quote ${reference}`,
        lines: estimate.lines.map((line) => ({
          propId: line.propId,
          ...withVariant(line),
          quantity: line.quantity,
          note: "",
        })),
        pickUpDate: quote.pickUpDate,
        returnDate: quote.returnDate,
        ...(quote.locationId ? { locationId: quote.locationId } : {}),
        fulfilment: quote.fulfilment,
        deliveryAddress: quote.deliveryAddress,
        notes: quote.notes,
        contact: quote.contact,
        status: "placed",
        estimate,
        production: quote.production,
        quoteRequestId,
        history: [placedBy(uid, quote.contact.name, actedBy)],
        ...actedByField(actedBy),
      };
      const booking = await bookPlacedOrder(db, tx, vendorId, vendor, {
        ...order,
        at: orderLocation(vendor, quote),
        whenHidden: `Ask the prop house to quote ${reference} again without it`,
        orderId,
        holdId: quote.setListId ?? null,
      });
      booking.write();
      tx.create(orderRef, { ...order, heldUntil: booking.heldUntil, createdAt: FieldValue.serverTimestamp() });
      tx.update(ref, {
        status: "accepted",
        orderId,
        decidedAt: FieldValue.serverTimestamp(),
        ...actedByField(actedBy),
      });
      tx.update(customerRef, {
        "stats.orderCount": FieldValue.increment(1),
        lastOrderId: orderId,
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (vendor.email) {
        const message = mailTexts.quoteDecided(vendor, {
          reference,
          name: quote.contact.name,
          production: quote.production,
          accepted: true,
          detail: `It is order ${orderReference(orderId)}, placed and waiting for you to confirm it.`,
        });
        queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "quote-accepted" });
      }
      return { orderId };
    });
  }),
);

export const declineQuote = onCall<DeclineQuoteCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, quoteRequestId, reason } = readCall("declineQuote", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      quoteRequestId: reader.id("quoteRequestId"),
      reason: reader.text("reason", { max: limits.quote.declineReason }),
    }));
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { ref, quote, reference } = await ownQuote(db, tx, vendorId, quoteRequestId, uid);
      if (quote.status === "declined") return { ok: true } as const;
      if (quote.status !== "quoted") return notOpen(reference, quote);
      tx.update(ref, {
        status: "declined",
        declineReason: reason,
        decidedAt: FieldValue.serverTimestamp(),
        ...actedByField(actedBy),
      });
      if (vendor.email) {
        const message = mailTexts.quoteDecided(vendor, {
          reference,
          name: quote.contact.name,
          production: quote.production,
          accepted: false,
          detail: reason ? `They said: ${reason}` : "They gave no reason.",
        });
        queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "quote-declined" });
      }
      return { ok: true } as const;
    });
  }),
);
