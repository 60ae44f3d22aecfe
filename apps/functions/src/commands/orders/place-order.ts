// placeOrder: a customer orders one of their own set lists. The server checks the request with the
// one quote contract, prices it from the catalogue in Firestore (vendors/{id}/props) with the
// vendor's weekly schedule, holds its props for the dates (refusing what is not free), and stores
// it as "placed" with that estimate. The client makes the
// order id, so a retry after a lost answer finds the order it already placed instead of placing
// another. A production's coordinator orders its approved list (productionList): its approved lines, priced the same,
// the order naming the production, its members and who approved each line; the production hears of it.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type Order,
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
import { productionHoldId, productionOnQuote, quoteLinesOf } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { placedBy } from "./order-history.js";
import { bookPlacedOrder } from "../bookings/order-bookings.js";
import { locationToBook, termsAt } from "../../shared/pickup-location.js";
import { type CallReader, readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actedByField, customerAt } from "../../shared/callers.js";
import { mailTexts, vendorName } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { type VendorDocument, rentalDateBounds } from "../../shared/vendor-document.js";
import { takeItOff } from "../catalogue/hidden-props.js";
import { catalogueLines } from "./price-lines.js";
import { type OpenList, actorName } from "../productions/open-list.js";
import {
  approvedProps,
  prepareSentToHouse,
  readListToSend,
  readProductionListRef,
} from "../productions/send-to-house.js";

function readOrder(data: unknown): PlaceOrderCall {
  return readCall("placeOrder", data, (call) => ({
    vendorId: call.vendorId(),
    orderId: call.id("orderId"),
    ...withProductionList(call),
    request: call.object("request") as unknown as OrderInput,
  }));
}

/** A set list of the caller's, or a production's list (never both). */
function withProductionList(call: CallReader): Pick<PlaceOrderCall, "setListId" | "productionList"> {
  const productionList = readProductionListRef(call);
  return { setListId: productionList ? null : call.id("setListId"), productionList };
}

/** A production's approved list as an order takes it: its approved lines (quoteLinesOf), named for the production. */
const productionListToOrder = (open: OpenList): OrderedList => ({
  name: open.list.name,
  lines: quoteLinesOf(open.list),
  production: open.production.name,
});

/** What an order takes of the list ordered (a set list's pickup location too; a production's list names none). */
type OrderedList = Pick<SetList, "name" | "lines" | "production" | "locationId">;

/** The caller's own set list, as stored; refuses one missing or someone else's. */
function ownSetList(stored: SetList | undefined, setListId: string | null, uid: string): OrderedList {
  if (!stored) refuse("not-found", `Set list ${setListId} does not exist`);
  if (stored.ownerUid !== uid) refuse("permission-denied", `Set list ${setListId} belongs to someone else`);
  return stored;
}

/** The list's dates are the rental's where the form left them empty. */
function withListDates(request: OrderInput, open: OpenList): OrderInput {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return {
    ...request,
    pickUpDate: text(request.pickUpDate) || open.list.pickUpDate,
    returnDate: text(request.returnDate) || open.list.returnDate,
  };
}

async function priceLines(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  list: OrderedList,
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
    const { vendorId, orderId, setListId, productionList, request } = readOrder(call.data);
    const caller = await customerAt(call.auth, vendorId);
    const { uid, actedBy } = caller;
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const orderRef = db.doc(paths.order(orderId));
      const [vendorSnap, existing, listSnap, userSnap] = await tx.getAll(
        db.doc(paths.vendor),
        orderRef,
        db.doc(paths.setList(setListId ?? "none")),
        db.doc(paths.user(uid)),
      );
      const placed = existing?.data();
      if (placed) {
        // A retry of an order this customer already placed: the same answer, nothing new.
        const same = productionList
          ? (placed as Order).fromProduction?.listId === productionList.listId
          : placed.setListId === setListId;
        if (placed.uid === uid && same) {
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
      const open = productionList
        ? await readListToSend(db, tx, { vendorId, ref: productionList, caller, what: "order a list" })
        : null;
      const list = open
        ? productionListToOrder(open)
        : ownSetList(listSnap?.data() as SetList | undefined, setListId, uid);
      const customer = userSnap?.data() as VendorUser | undefined;
      if (!customer) refuse("failed-precondition", "Your account has no customer record here yet; log in again");
      if (!mayPlaceOrders(customer)) {
        refuse("permission-denied", orderRefusal(customer.isAuthorized, vendorName(vendor)));
      }
      const input = requestForSetList(open ? withListDates(request, open) : request, list);
      const checked = checkQuoteRequest(input, rentalDateBounds(vendor));
      // Every mail about the order goes to the account's own address, never to one typed in the form.
      if (call.auth?.token.email) checked.contact.email = call.auth.token.email;
      const at = locationToBook(vendor, list.locationId, { forStaff: false, what: `"${list.name}"` });
      const terms = termsAt(vendor, vendor.terms, at?.id);
      const estimate = await priceLines(db, tx, vendorId, list, checked.weeks, terms);
      const booking = await bookPlacedOrder(db, tx, vendorId, vendor, {
        ...checked,
        at,
        orderId,
        uid,
        holdId: productionList ? productionHoldId(productionList) : setListId,
        whenHidden: takeItOff(`"${list.name}"`),
      });
      const tell =
        open &&
        (await prepareSentToHouse(db, tx, vendorId, open, {
          kind: "order",
          id: orderId,
          text:
            `${actorName(open.by)} placed an order with ${vendorName(vendor)} for ${list.name} ` +
            `(${orderReference(orderId)}): ${approvedProps(list.lines.length)}`,
        }));
      booking.write();
      tx.create(orderRef, {
        ...newOrder({ uid, setListId: setListId ?? "", list, checked }),
        ...(at ? { locationId: at.id } : {}),
        ...(open ? { fromProduction: productionOnQuote(open.ref.id, open.production, open.listId, open.list) } : {}),
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
          terms.currency,
        );
        queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "order-placed" });
      }
      tell?.();
      return { id: orderId, estimate };
    });
  }),
);
