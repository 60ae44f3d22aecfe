// placeOrder: a customer orders one of their own set lists. The server checks the request with the
// one quote contract, prices it from the catalogue in Firestore (vendors/{id}/props) with the
// vendor's weekly schedule, holds its props for the dates (refusing what is not free), and stores
// it as "placed" with that estimate. The client makes the
// order id, so a retry after a lost answer finds the order it already placed instead of placing
// another.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type OrderInput,
  type PlaceOrderCall,
  type PlaceOrderResult,
  type SetList,
  type VendorUser,
  checkQuoteRequest,
  mayPlaceOrders,
  newOrder,
  orderRefusal,
  orderReference,
  requestForSetList,
} from "@backlot/domain";
import { type PricingTerms, type RentalEstimate, estimateRental } from "@backlot/domain/pricing";
import { firestore } from "../../shared/admin.js";
import { placedBy } from "./order-history.js";
import { bookPlacedOrder } from "../bookings/order-bookings.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actedByField, customerAt } from "../../shared/callers.js";
import { mailTexts, vendorName } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { type VendorDocument, rentalDateBounds } from "../../shared/vendor-document.js";
import { takeItOff } from "../catalogue/hidden-props.js";
import { catalogueLines } from "./price-lines.js";

function readOrder(data: unknown): PlaceOrderCall {
  return readCall("placeOrder", data, (call) => ({
    vendorId: call.vendorId(),
    orderId: call.id("orderId"),
    setListId: call.id("setListId"),
    request: call.object("request") as unknown as OrderInput,
  }));
}

async function priceLines(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  list: SetList,
  weeks: number,
  terms: PricingTerms,
) {
  const priced = await catalogueLines(db, tx, vendorId, list.lines, {
    gone: (line) => `Prop ${line.propId} on "${list.name}" is no longer in the catalogue; remove it and try again`,
    whatToDo: takeItOff(`"${list.name}"`),
  });
  return estimateRental(priced, weeks, terms);
}

export const placeOrder = onCall<PlaceOrderCall, Promise<PlaceOrderResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId, setListId, request } = readOrder(call.data);
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const orderRef = db.doc(paths.order(orderId));
      const [vendorSnap, existing, listSnap, userSnap] = await tx.getAll(
        db.doc(paths.vendor),
        orderRef,
        db.doc(paths.setList(setListId)),
        db.doc(paths.user(uid)),
      );
      const placed = existing?.data();
      if (placed) {
        // A retry of an order this customer already placed: the same answer, nothing new.
        if (placed.uid === uid && placed.setListId === setListId) {
          return { id: orderId, estimate: placed.estimate as RentalEstimate };
        }
        refuse("already-exists", `Order ${orderId} exists already; place the order again to get a new id`);
      }
      const vendor = vendorSnap?.data() as VendorDocument | undefined;
      if (!vendor?.terms || !vendor.timezone) {
        refuse(
          "failed-precondition",
          `Vendor ${vendorId} has no prices on this server yet (run \`backlot catalogue push\`)`,
        );
      }
      const list = listSnap?.data() as SetList | undefined;
      if (!list) refuse("not-found", `Set list ${setListId} does not exist`);
      if (list.ownerUid !== uid) refuse("permission-denied", `Set list ${setListId} belongs to someone else`);
      const customer = userSnap?.data() as VendorUser | undefined;
      if (!customer) refuse("failed-precondition", "Your account has no customer record here yet; log in again");
      if (!mayPlaceOrders(customer)) {
        refuse("permission-denied", orderRefusal(customer.isAuthorized, vendorName(vendor)));
      }
      const checked = checkQuoteRequest(requestForSetList(request, list), rentalDateBounds(vendor));
      // Every mail about the order goes to the account's own address, never to one typed in the form.
      if (call.auth?.token.email) checked.contact.email = call.auth.token.email;
      const estimate = await priceLines(db, tx, vendorId, list, checked.weeks, vendor.terms);
      const booking = await bookPlacedOrder(db, tx, vendorId, vendor, {
        ...checked,
        orderId,
        uid,
        setListId,
        whenHidden: takeItOff(`"${list.name}"`),
      });
      booking.write();
      tx.create(orderRef, {
        ...newOrder({ uid, setListId, list, checked }),
        production: checked.production,
        estimate,
        heldUntil: booking.heldUntil,
        history: [placedBy(uid, checked.contact.name, actedBy)],
        ...actedByField(actedBy),
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.update(db.doc(paths.user(uid)), {
        "stats.orderCount": FieldValue.increment(1),
        lastOrderId: orderId,
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (vendor.email) {
        const message = mailTexts.orderPlaced(
          vendor,
          { ...checked, reference: orderReference(orderId), setListName: list.name, total: estimate.subtotal },
          vendor.terms.currency,
        );
        queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "order-placed" });
      }
      return { id: orderId, estimate };
    });
  }),
);
