// requestQuote: a visitor or a customer asks for a quote. The server checks it with the one quote
// contract, attaches a set list only if it is the caller's, lets a person through (reCAPTCHA, see
// verify-captcha.ts) at most quoteRequestRateLimit times an hour, stores it as "new", and mails the
// prop house. The client makes the request's id, so a retry after a lost answer sends nothing twice. A production's
// coordinator sends its approved list (productionList): its approved lines become the request's, which names the
// production, its members and who approved each line; the list records it and the production hears of it.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type QuoteRequestInput,
  type RequestQuoteCall,
  type RequestQuoteResult,
  type SetList,
  checkQuoteRequest,
  limits,
  quoteReference,
  quoteRequestRateLimit,
  quoteSearchTerms,
  requestForSetList,
} from "@backlot/domain";
import { productionOnQuote, quoteLinesOf, sendToHouseProblem } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actedByField, addressKey, callerKey, customerAt, isAnonymous } from "../../shared/callers.js";
import { refuseHiddenPropIds, takeItOff } from "../catalogue/hidden-props.js";
import { refuseUnofferedVariants } from "../catalogue/line-props.js";
import { mailTexts, vendorName } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { type VendorDocument, readVendor, rentalDateBounds } from "../../shared/vendor-document.js";
import { locationToBook } from "../../shared/pickup-location.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { captchaVerifyUrl, recaptchaSecret, verifyCaptcha } from "../../shared/verify-captcha.js";
import { type OpenList, actorName, readListAs } from "../productions/open-list.js";
import { requireRole } from "../productions/production-caller.js";
import { approvedProps, prepareSentToHouse, readProductionListRef } from "../productions/send-to-house.js";

export const captchaAction = "quote_request";

function readRequest(data: unknown): RequestQuoteCall {
  return readCall("requestQuote", data, (call) => ({
    vendorId: call.vendorId(),
    requestId: call.id("requestId"),
    setListId: call.data.setListId === null || call.data.setListId === undefined ? null : call.id("setListId"),
    productionList: readProductionListRef(call),
    locationId: call.optionalLocationId("locationId"),
    request: call.object("request") as unknown as QuoteRequestInput,
    captchaToken: call.text("captchaToken", { max: limits.signup.captchaToken }),
  }));
}

export const requestQuote = onCall<RequestQuoteCall, Promise<RequestQuoteResult>>(
  { secrets: [recaptchaSecret] },
  (call) =>
    answering(async () => {
      const {
        vendorId,
        requestId,
        setListId,
        productionList,
        locationId: named,
        request,
        captchaToken,
      } = readRequest(call.data);
      const caller = callerKey(call);
      // A customer's request is theirs (their quotes page lists it); a set list or a production's list needs one.
      const customer =
        setListId || productionList || (call.auth && !isAnonymous(call.auth))
          ? await customerAt(call.auth, vendorId)
          : null;
      const uid = customer?.uid ?? null;
      const db = firestore();
      const paths = vendorPaths(vendorId);
      const ref = db.doc(`${paths.quoteRequests}/${requestId}`);
      const sent = (await ref.get()).data();
      if (sent) return sameCaller(sent, caller, requestId);

      const verdict = await verifyCaptcha({
        token: captchaToken,
        action: captchaAction,
        projectId: process.env.GCLOUD_PROJECT ?? "",
        secret: recaptchaSecret.value(),
        verifyUrl: captchaVerifyUrl(),
      });
      if (!verdict.ok) refuse(verdict.code, verdict.why);

      return db.runTransaction(async (tx) => {
        const vendor = await readVendor(db, tx, vendorId);
        const [again, listSnap, userSnap] = await tx.getAll(
          ref,
          db.doc(paths.setList(setListId ?? "none")),
          db.doc(paths.user(uid ?? "none")),
        );
        const existing = again?.data();
        if (existing) return sameCaller(existing, caller, requestId);
        const overLimit = (retryAt: Date) =>
          refuse(
            "resource-exhausted",
            `You have sent ${quoteRequestRateLimit.requests} quote requests in the last hour; send this one after ` +
              `${retryAt.toISOString().slice(11, 16)} UTC, or call the prop house`,
          );
        const slots = [await rateLimitSlot(db, tx, { vendorId, caller, limit: quoteRequestRateLimit }, overLimit)];
        // An anonymous session is free to make: its address is counted too (a visitor's caller is the address already).
        if (call.auth && isAnonymous(call.auth)) {
          const address = addressKey(call);
          slots.push(
            await rateLimitSlot(db, tx, { vendorId, caller: address, limit: quoteRequestRateLimit }, overLimit),
          );
        }
        let input = request;
        // The dock the props are picked up from: the set list's, else the one the customer chose in the storefront.
        let locationId = setListId
          ? undefined
          : locationToBook(vendor, named, { forStaff: false, what: "the request" })?.id;
        if (setListId) {
          const list = listSnap?.data() as SetList | undefined;
          if (!list) refuse("not-found", `Set list ${setListId} does not exist`);
          if (list.ownerUid !== uid) refuse("permission-denied", `Set list ${setListId} belongs to someone else`);
          input = requestForSetList(request, list);
          locationId = locationToBook(vendor, list.locationId, { forStaff: false, what: `"${list.name}"` })?.id;
        }
        let fromProduction: OpenList | null = null;
        if (productionList && customer) {
          fromProduction = await readListAs(db, tx, { vendorId, ...productionList, caller: customer });
          input = requestForProductionList(request, fromProduction);
        }
        const checked = checkQuoteRequest(input, rentalDateBounds(vendor));
        await refuseHiddenPropIds(
          db,
          tx,
          vendorId,
          checked.lines.map((line) => line.propId),
          takeItOff("the request"),
        );
        await refuseUnofferedVariants(db, tx, vendorId, checked.lines, takeItOff("the request"));
        // The prop house's answer is mailed to the account's own address, never to one typed in the form.
        if (uid && call.auth?.token.email) checked.contact.email = call.auth.token.email;
        const production = fromProduction && (await sentToHouse(db, tx, vendorId, vendor, fromProduction, requestId));
        for (const slot of slots) slot.take();
        tx.create(ref, {
          ...checked,
          uid,
          setListId,
          ...(locationId ? { locationId } : {}),
          ...(fromProduction
            ? {
                fromProduction: productionOnQuote(
                  fromProduction.ref.id,
                  fromProduction.production,
                  fromProduction.listId,
                  fromProduction.list,
                ),
              }
            : {}),
          status: "new",
          // The quote desk finds it by customer or production (quoteSearchTerms).
          searchTerms: quoteSearchTerms(checked),
          caller,
          ...actedByField(customer?.actedBy ?? null),
          createdAt: FieldValue.serverTimestamp(),
        });
        if (uid && userSnap?.exists) {
          tx.update(userSnap.ref, {
            "stats.quoteRequestCount": FieldValue.increment(1),
            lastQuoteRequestId: requestId,
            updatedAt: FieldValue.serverTimestamp(),
          });
        }
        production?.();
        if (vendor.email) {
          const message = mailTexts.quoteRequested(vendor, { ...checked, reference: quoteReference(requestId) });
          queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "quote-requested" });
        }
        return { id: requestId };
      });
    }),
);

/** A retry by whoever sent it gets the same answer; an id already taken by someone else is refused. */
function sameCaller(stored: Record<string, unknown>, caller: string, requestId: string): RequestQuoteResult {
  if (stored.caller !== caller) {
    refuse("already-exists", `Quote request ${requestId} exists already; send the form again to get a new one`);
  }
  return { id: requestId };
}

/**
 * A coordinator's approved list as the request: its approved lines (rejected and undecided ones stay out), the
 * production's name and the list's dates where the form left them empty. Refuses anyone but a coordinator, and a
 * list not approved.
 */
function requestForProductionList(request: QuoteRequestInput, open: OpenList): QuoteRequestInput {
  requireRole(open, "sendToHouse", "request a quote for a list");
  const problem = sendToHouseProblem(open.list);
  if (problem) refuse("failed-precondition", problem);
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return {
    ...request,
    production: text(request.production) || open.production.name,
    pickUpDate: text(request.pickUpDate) || open.list.pickUpDate,
    returnDate: text(request.returnDate) || open.list.returnDate,
    lines: quoteLinesOf(open.list),
  };
}

/** Reads what telling the production needs (so call it with the other reads), and returns the writes. */
function sentToHouse(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  vendor: VendorDocument,
  open: OpenList,
  requestId: string,
): Promise<() => void> {
  const text =
    `${actorName(open.by)} requested a quote from ${vendorName(vendor)} for ${open.list.name} ` +
    `(${quoteReference(requestId)}): ${approvedProps(quoteLinesOf(open.list).length)}`;
  return prepareSentToHouse(db, tx, vendorId, open, { kind: "quote", id: requestId, text });
}
